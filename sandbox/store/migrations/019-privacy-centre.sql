-- Schema v19: §2 the privacy centre (issue 27), DPDP Act 2023 and DPDP Rules 2025.
-- privacy_log is the record the Act's duties are proven from: every consent given or withdrawn and
-- every rights request, append-only (the triggers refuse UPDATE and DELETE, whoever asks).
-- A consent's current state is its latest row; paperless statements read customers.go_green.
CREATE TABLE privacy_log (
  id INTEGER PRIMARY KEY,
  customer_id INTEGER NOT NULL REFERENCES customers(id),
  event TEXT NOT NULL CHECK (event IN ('CONSENT_GIVEN', 'CONSENT_WITHDRAWN', 'REQUEST_RAISED')),
  -- a consent's purpose, or a request's kind
  subject TEXT NOT NULL,
  sr_number TEXT,
  channel TEXT NOT NULL CHECK (channel IN ('portal', 'seed', 'back-office')),
  at INTEGER NOT NULL
);
CREATE INDEX privacy_log_customer ON privacy_log (customer_id, subject, id);
CREATE TRIGGER privacy_log_no_update BEFORE UPDATE ON privacy_log
BEGIN
  SELECT RAISE(ABORT, 'privacy_log is append-only');
END;
CREATE TRIGGER privacy_log_no_delete BEFORE DELETE ON privacy_log
BEGIN
  SELECT RAISE(ABORT, 'privacy_log is append-only');
END;

-- A copy of the customer's data, prepared when asked for and downloadable until expires_at.
CREATE TABLE data_copies (
  id TEXT PRIMARY KEY,
  customer_id INTEGER NOT NULL REFERENCES customers(id),
  sr_number TEXT NOT NULL,
  content TEXT NOT NULL,
  created_at INTEGER NOT NULL,
  expires_at INTEGER NOT NULL
);
CREATE INDEX data_copies_customer ON data_copies (customer_id, created_at);

-- The OTP that confirms a rights request, and the single-use token a verified one buys (hash only).
CREATE TABLE privacy_otps (
  transaction_id TEXT PRIMARY KEY,
  customer_id INTEGER NOT NULL REFERENCES customers(id),
  request_type TEXT NOT NULL CHECK (request_type IN ('DATA_COPY', 'ERASURE', 'NOMINATION')),
  token_hash TEXT,
  token_expires_at INTEGER,
  token_used_at INTEGER
);
CREATE INDEX privacy_otps_token ON privacy_otps (token_hash);
