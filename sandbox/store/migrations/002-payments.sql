-- Schema v2: premium payments and receipts, service requests, e-NACH consents and mandates,
-- and which policies have an e-policy on file.
-- One row per attempt at the payment gateway. due_date is the premium it pays: at most one
-- attempt per due may be PENDING or SUCCESS (enforced by the ledger, not by a constraint,
-- because FAILED attempts for the same due are kept for the record).
CREATE TABLE orders (
  id INTEGER PRIMARY KEY,
  transaction_id TEXT NOT NULL UNIQUE,
  customer_id INTEGER NOT NULL REFERENCES customers(id),
  policy_id INTEGER NOT NULL REFERENCES policies(id),
  due_date TEXT NOT NULL,
  amount_paise INTEGER NOT NULL,
  status TEXT NOT NULL CHECK (status IN ('INITIATED', 'PENDING', 'SUCCESS', 'FAILED')),
  return_url TEXT NOT NULL,
  created_at INTEGER NOT NULL,
  updated_at INTEGER NOT NULL
);
CREATE INDEX orders_due ON orders(policy_id, due_date);

-- order_id is null for receipts from before the portal (seeded history, branch payments).
CREATE TABLE receipts (
  id INTEGER PRIMARY KEY,
  receipt_no TEXT NOT NULL UNIQUE,
  policy_id INTEGER NOT NULL REFERENCES policies(id),
  order_id INTEGER UNIQUE REFERENCES orders(id),
  transaction_id TEXT NOT NULL,
  amount_paise INTEGER NOT NULL,
  receipt_date TEXT NOT NULL,
  payment_mode TEXT NOT NULL,
  due_date TEXT,
  created_at INTEGER NOT NULL
);
CREATE INDEX receipts_policy ON receipts(policy_id, receipt_date);
CREATE INDEX receipts_transaction ON receipts(transaction_id);

CREATE TABLE service_requests (
  id INTEGER PRIMARY KEY,
  sr_number TEXT NOT NULL UNIQUE,
  customer_id INTEGER NOT NULL REFERENCES customers(id),
  policy_id INTEGER REFERENCES policies(id),
  subject TEXT NOT NULL,
  subject_norm TEXT NOT NULL,
  description TEXT NOT NULL,
  status TEXT NOT NULL CHECK (status IN ('Open', 'Closed')),
  created_at INTEGER NOT NULL
);
CREATE INDEX service_requests_dup ON service_requests(customer_id, subject_norm, status);

CREATE TABLE consents (
  id INTEGER PRIMARY KEY,
  consent_id TEXT NOT NULL UNIQUE,
  customer_id INTEGER NOT NULL REFERENCES customers(id),
  policy_id INTEGER NOT NULL REFERENCES policies(id),
  source TEXT NOT NULL,
  terms_accepted INTEGER NOT NULL,
  consent INTEGER NOT NULL,
  at INTEGER NOT NULL
);
CREATE INDEX consents_policy ON consents(policy_id, at);

-- The provider's auth token is a bearer secret on the mandate page: only its hash is kept.
CREATE TABLE enach_mandates (
  id INTEGER PRIMARY KEY,
  mandate_token_id TEXT NOT NULL UNIQUE,
  customer_ref_id TEXT NOT NULL UNIQUE,
  transaction_id TEXT NOT NULL UNIQUE,
  auth_token_hash TEXT NOT NULL,
  customer_id INTEGER NOT NULL REFERENCES customers(id),
  policy_id INTEGER NOT NULL REFERENCES policies(id),
  status TEXT NOT NULL CHECK (status IN ('PENDING', 'SUCCESS', 'FAILED')),
  umrn TEXT,
  npci_ref TEXT,
  ack_no TEXT,
  amount_paise INTEGER NOT NULL,
  return_url TEXT NOT NULL,
  created_at INTEGER NOT NULL,
  updated_at INTEGER NOT NULL
);

-- Which policies have an e-policy (the issued policy document) on file.
CREATE TABLE e_policies (
  policy_id INTEGER PRIMARY KEY REFERENCES policies(id),
  issued_on TEXT NOT NULL
);
