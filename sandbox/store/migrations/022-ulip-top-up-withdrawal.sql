-- Schema v22: ULIP top-up and partial withdrawal (issue 27 §6). A top-up is an order with purpose
-- 'TOP_UP' (v17) paid through the premium's gateway and ledger; this keeps the funds it goes to and
-- the units allotted once paid. A partial withdrawal is a service request the back office settles;
-- this keeps its amount, charge, the funds it comes from and, once settled, the units redeemed.
CREATE TABLE ulip_top_ups (
  order_id INTEGER PRIMARY KEY REFERENCES orders(id),
  policy_id INTEGER NOT NULL REFERENCES policies(id),
  allocation_json TEXT NOT NULL,
  allotted_json TEXT,
  nav_date TEXT,
  sr_number TEXT REFERENCES service_requests(sr_number)
);
CREATE INDEX ulip_top_ups_policy ON ulip_top_ups(policy_id);

CREATE TABLE partial_withdrawals (
  sr_number TEXT PRIMARY KEY REFERENCES service_requests(sr_number),
  policy_id INTEGER NOT NULL REFERENCES policies(id),
  amount_paise INTEGER NOT NULL,
  charge_paise INTEGER NOT NULL,
  sources_json TEXT NOT NULL,
  redeemed_json TEXT,
  nav_date TEXT,
  created_at INTEGER NOT NULL,
  settled_at INTEGER
);
CREATE INDEX partial_withdrawals_policy ON partial_withdrawals(policy_id);

-- The service-request OTP now also confirms a partial withdrawal. SQLite cannot widen a CHECK in
-- place; nothing refers to these two tables, so they are rebuilt (as in v10).
CREATE TABLE sr_otps_v22 (
  transaction_id TEXT PRIMARY KEY REFERENCES otps(transaction_id),
  policy_id INTEGER NOT NULL REFERENCES policies(id),
  request_type TEXT NOT NULL CHECK (request_type IN
    ('FUND_SWITCH', 'PREMIUM_REDIRECTION', 'POLICY_LOAN', 'MANDATE_PAUSE', 'MANDATE_CANCEL', 'PARTIAL_WITHDRAWAL'))
);
INSERT INTO sr_otps_v22 SELECT transaction_id, policy_id, request_type FROM sr_otps;
DROP TABLE sr_otps;
ALTER TABLE sr_otps_v22 RENAME TO sr_otps;

CREATE TABLE sr_tokens_v22 (
  id INTEGER PRIMARY KEY,
  token_hash TEXT NOT NULL UNIQUE,
  customer_id INTEGER NOT NULL REFERENCES customers(id),
  policy_id INTEGER NOT NULL REFERENCES policies(id),
  request_type TEXT NOT NULL CHECK (request_type IN
    ('FUND_SWITCH', 'PREMIUM_REDIRECTION', 'POLICY_LOAN', 'MANDATE_PAUSE', 'MANDATE_CANCEL', 'PARTIAL_WITHDRAWAL')),
  otp_transaction_id TEXT NOT NULL,
  created_at INTEGER NOT NULL,
  expires_at INTEGER NOT NULL,
  used_at INTEGER
);
INSERT INTO sr_tokens_v22 SELECT id, token_hash, customer_id, policy_id, request_type, otp_transaction_id, created_at,
  expires_at, used_at FROM sr_tokens;
DROP TABLE sr_tokens;
ALTER TABLE sr_tokens_v22 RENAME TO sr_tokens;
