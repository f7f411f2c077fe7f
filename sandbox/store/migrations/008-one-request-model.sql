-- migrate: foreign-keys-off
-- Schema v8: one model for everything a customer asks of the insurer (issue 9). SQLite cannot
-- widen a CHECK in place, so service_requests is rebuilt (store/migrations/index.ts runs this
-- file with foreign keys off and checks them before it commits; fund_switches,
-- premium_redirections, pending_changes, service_request_events and documents keep referring to
-- it by sr_number, which every row keeps).
--
-- category: REQUEST (a change or a document the customer asked for), QUERY (raiseQuery's New
-- Service Request form, query_type says which), CLAIM (claims have their own statuses).
-- due_on: the promised day (IST), 7 calendar days from raising, 5 working days for the e-policy
-- soft copy; rows raised before v8 get theirs from http/core.ts (working days need the core's
-- holiday list, which lives in domain/).
-- document_ask: what the back office asked the customer to upload, while it waits for it.
CREATE TABLE service_requests_v8 (
  id INTEGER PRIMARY KEY,
  sr_number TEXT NOT NULL UNIQUE,
  customer_id INTEGER NOT NULL REFERENCES customers(id),
  policy_id INTEGER REFERENCES policies(id),
  category TEXT NOT NULL CHECK (category IN ('REQUEST', 'QUERY', 'CLAIM')),
  query_type TEXT,
  subject TEXT NOT NULL,
  subject_norm TEXT NOT NULL,
  description TEXT NOT NULL,
  status TEXT NOT NULL CHECK (
    (category <> 'CLAIM' AND status IN ('Open', 'In Progress', 'Closed', 'Rejected'))
    OR (category = 'CLAIM'
      AND status IN ('Intimated', 'Documents Pending', 'Under Review', 'Approved', 'Rejected', 'Paid'))
  ),
  document_ask TEXT,
  due_on TEXT,
  created_at INTEGER NOT NULL
);
INSERT INTO service_requests_v8 (id, sr_number, customer_id, policy_id, category, query_type, subject, subject_norm,
  description, status, document_ask, due_on, created_at)
SELECT id, sr_number, customer_id, policy_id, 'REQUEST', NULL, subject, subject_norm, description, status, NULL,
  CASE WHEN subject_norm = 'e-pd soft copy' THEN NULL
    ELSE date((created_at + 19800000) / 1000, 'unixepoch', '+7 days') END,
  created_at
FROM service_requests;
DROP TABLE service_requests;
ALTER TABLE service_requests_v8 RENAME TO service_requests;
CREATE INDEX service_requests_dup ON service_requests(customer_id, subject_norm, status);
CREATE INDEX service_requests_customer ON service_requests(customer_id, created_at);

-- The SMS / email text a step sent the customer, shown in the tracker's timeline.
ALTER TABLE service_request_events ADD COLUMN message TEXT NOT NULL DEFAULT '';
