-- Schema v3: ULIP servicing (fund switch, premium redirection, the OTP-backed request tokens
-- both need) and the host app's hand-off links.
-- A service-request OTP (otps.purpose 'sr:<type>') is for one policy. Kept beside otps rather
-- than as a new otps column, so store/otps.ts stays the one generic OTP store.
CREATE TABLE sr_otps (
  transaction_id TEXT PRIMARY KEY REFERENCES otps(transaction_id),
  policy_id INTEGER NOT NULL REFERENCES policies(id),
  request_type TEXT NOT NULL CHECK (request_type IN ('FUND_SWITCH', 'PREMIUM_REDIRECTION'))
);

-- What a verified OTP buys: one request of one type on one policy, within minutes.
-- Only the token's hash is kept, as for access tokens.
CREATE TABLE sr_tokens (
  id INTEGER PRIMARY KEY,
  token_hash TEXT NOT NULL UNIQUE,
  customer_id INTEGER NOT NULL REFERENCES customers(id),
  policy_id INTEGER NOT NULL REFERENCES policies(id),
  request_type TEXT NOT NULL CHECK (request_type IN ('FUND_SWITCH', 'PREMIUM_REDIRECTION')),
  otp_transaction_id TEXT NOT NULL,
  created_at INTEGER NOT NULL,
  expires_at INTEGER NOT NULL,
  used_at INTEGER
);

-- One row per switch. Units move at once (status PROCESSED when raised); business_date, the
-- IST day it was raised, is the window in which another switch of the policy is a duplicate.
-- movements_json keeps the units before and after per fund, so a switch can be audited.
CREATE TABLE fund_switches (
  id INTEGER PRIMARY KEY,
  sr_number TEXT NOT NULL UNIQUE REFERENCES service_requests(sr_number),
  customer_id INTEGER NOT NULL REFERENCES customers(id),
  policy_id INTEGER NOT NULL REFERENCES policies(id),
  source_json TEXT NOT NULL,
  target_json TEXT NOT NULL,
  movements_json TEXT NOT NULL,
  switched_paise INTEGER NOT NULL,
  nav_date TEXT NOT NULL,
  status TEXT NOT NULL CHECK (status IN ('PENDING', 'PROCESSED')),
  business_date TEXT NOT NULL,
  created_at INTEGER NOT NULL,
  processed_at INTEGER
);
CREATE INDEX fund_switches_policy ON fund_switches(policy_id, business_date);

-- The allocation in force is funds.allocation_pct; this is its history, one row per change.
CREATE TABLE premium_redirections (
  id INTEGER PRIMARY KEY,
  sr_number TEXT NOT NULL UNIQUE REFERENCES service_requests(sr_number),
  customer_id INTEGER NOT NULL REFERENCES customers(id),
  policy_id INTEGER NOT NULL REFERENCES policies(id),
  previous_json TEXT NOT NULL,
  allocation_json TEXT NOT NULL,
  business_date TEXT NOT NULL,
  created_at INTEGER NOT NULL
);
CREATE INDEX premium_redirections_policy ON premium_redirections(policy_id, business_date);

-- The host app's hand-off: one link, redeemable once, either by transaction id + token
-- or by the opaque payload. Both secrets are kept as hashes only.
CREATE TABLE app_links (
  id INTEGER PRIMARY KEY,
  transaction_id TEXT NOT NULL UNIQUE,
  token_hash TEXT NOT NULL UNIQUE,
  payload_hash TEXT NOT NULL UNIQUE,
  customer_id INTEGER NOT NULL REFERENCES customers(id),
  source TEXT NOT NULL,
  redirect_path TEXT NOT NULL,
  created_at INTEGER NOT NULL,
  expires_at INTEGER NOT NULL,
  used_at INTEGER
);
