-- migrate: foreign-keys-off
-- Schema v11: a login id that is no customer's gets a login OTP transaction like anyone else's,
-- only sent to nobody (domain/login-targets.ts), so otps.customer_id may be empty. SQLite cannot
-- drop a NOT NULL in place, so otps is rebuilt; sr_otps, profile_otps and aadhaar_otps keep
-- referring to it by transaction_id, which every row keeps.
CREATE TABLE otps_v11 (
  id INTEGER PRIMARY KEY,
  transaction_id TEXT NOT NULL UNIQUE,
  purpose TEXT NOT NULL,
  customer_id INTEGER REFERENCES customers(id),
  session_id TEXT,
  sent_to TEXT NOT NULL,
  otp_hash TEXT NOT NULL,
  salt TEXT NOT NULL,
  created_at INTEGER NOT NULL,
  sent_at INTEGER NOT NULL,
  expires_at INTEGER NOT NULL,
  wrong_tries INTEGER NOT NULL DEFAULT 0,
  resends INTEGER NOT NULL DEFAULT 0,
  state TEXT NOT NULL DEFAULT 'active' CHECK (state IN ('active', 'used', 'locked')),
  CHECK (customer_id IS NOT NULL OR purpose = 'login')
);
INSERT INTO otps_v11 (id, transaction_id, purpose, customer_id, session_id, sent_to, otp_hash, salt, created_at,
  sent_at, expires_at, wrong_tries, resends, state)
SELECT id, transaction_id, purpose, customer_id, session_id, sent_to, otp_hash, salt, created_at,
  sent_at, expires_at, wrong_tries, resends, state
FROM otps;
DROP TABLE otps;
ALTER TABLE otps_v11 RENAME TO otps;

-- Secrets the core keeps to itself, made on first use: 'login-targets' keys the mobile an unknown
-- policy number is given, so it stays the same for that number.
CREATE TABLE core_secrets (
  name TEXT PRIMARY KEY,
  value BLOB NOT NULL
);
