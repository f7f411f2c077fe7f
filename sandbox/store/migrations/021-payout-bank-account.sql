-- migrate: foreign-keys-off
-- Schema v21: the payout bank account (issue 27 §4). The account on record gets its type and the
-- day the bank reported it closed (a payout into it bounced); every penny drop the core's bank
-- stand-in made is kept (append-only: what was asked, the ₹1 credit's reference, the holder's name
-- the bank returned and whether it matched), and an approved change names the check it rests on.
ALTER TABLE bank_accounts ADD COLUMN account_type TEXT NOT NULL DEFAULT 'SAVINGS'
  CHECK (account_type IN ('SAVINGS', 'CURRENT'));
ALTER TABLE bank_accounts ADD COLUMN closed_on TEXT;

CREATE TABLE penny_drops (
  id INTEGER PRIMARY KEY,
  reference TEXT NOT NULL UNIQUE,
  customer_id INTEGER NOT NULL REFERENCES customers(id),
  account_number TEXT NOT NULL,
  ifsc TEXT NOT NULL,
  bank_name TEXT NOT NULL,
  account_type TEXT NOT NULL CHECK (account_type IN ('SAVINGS', 'CURRENT')),
  holder_name TEXT,
  outcome TEXT NOT NULL CHECK (outcome IN ('MATCHED', 'NAME_MISMATCH', 'NO_ACCOUNT')),
  created_at INTEGER NOT NULL
);
CREATE INDEX penny_drops_customer ON penny_drops(customer_id, created_at);

-- The profile OTP may now confirm a bank-account change: SQLite cannot widen a CHECK in place, so
-- both tables are rebuilt as its documented procedure says, with the same rows and keys.
CREATE TABLE profile_tokens_v21 (
  id INTEGER PRIMARY KEY,
  token_hash TEXT NOT NULL UNIQUE,
  customer_id INTEGER NOT NULL REFERENCES customers(id),
  request_type TEXT NOT NULL
    CHECK (request_type IN ('EMAIL_UPDATE', 'MOBILE_UPDATE', 'NOMINEE_CHANGE', 'BANK_ACCOUNT_UPDATE')),
  policy_id INTEGER REFERENCES policies(id),
  new_mobile TEXT,
  otp_transaction_id TEXT NOT NULL,
  created_at INTEGER NOT NULL,
  expires_at INTEGER NOT NULL,
  used_at INTEGER
);
INSERT INTO profile_tokens_v21 SELECT id, token_hash, customer_id, request_type, policy_id, new_mobile,
  otp_transaction_id, created_at, expires_at, used_at FROM profile_tokens;
CREATE TABLE profile_otps_v21 (
  transaction_id TEXT PRIMARY KEY REFERENCES otps(transaction_id),
  request_type TEXT NOT NULL
    CHECK (request_type IN ('EMAIL_UPDATE', 'MOBILE_UPDATE', 'NOMINEE_CHANGE', 'BANK_ACCOUNT_UPDATE')),
  policy_id INTEGER REFERENCES policies(id),
  new_mobile TEXT,
  parent_token_id INTEGER REFERENCES profile_tokens(id)
);
INSERT INTO profile_otps_v21 SELECT transaction_id, request_type, policy_id, new_mobile, parent_token_id FROM profile_otps;
DROP TABLE profile_otps;
DROP TABLE profile_tokens;
ALTER TABLE profile_tokens_v21 RENAME TO profile_tokens;
ALTER TABLE profile_otps_v21 RENAME TO profile_otps;
