-- Schema v10: policy services (issue 10): loans, reinstatement by payment, unclaimed amounts, the
-- customer's bank account on record, and auto-pay mandates the customer can pause and cancel.
-- Formulas live in domain/policy-values.ts; this file only keeps what they read and what happens.

-- The service-request OTP now also confirms a policy loan and a mandate's pause or cancellation.
-- SQLite cannot widen a CHECK in place; nothing refers to these two tables, so they are rebuilt.
CREATE TABLE sr_otps_v10 (
  transaction_id TEXT PRIMARY KEY REFERENCES otps(transaction_id),
  policy_id INTEGER NOT NULL REFERENCES policies(id),
  request_type TEXT NOT NULL CHECK (request_type IN
    ('FUND_SWITCH', 'PREMIUM_REDIRECTION', 'POLICY_LOAN', 'MANDATE_PAUSE', 'MANDATE_CANCEL'))
);
INSERT INTO sr_otps_v10 SELECT transaction_id, policy_id, request_type FROM sr_otps;
DROP TABLE sr_otps;
ALTER TABLE sr_otps_v10 RENAME TO sr_otps;

CREATE TABLE sr_tokens_v10 (
  id INTEGER PRIMARY KEY,
  token_hash TEXT NOT NULL UNIQUE,
  customer_id INTEGER NOT NULL REFERENCES customers(id),
  policy_id INTEGER NOT NULL REFERENCES policies(id),
  request_type TEXT NOT NULL CHECK (request_type IN
    ('FUND_SWITCH', 'PREMIUM_REDIRECTION', 'POLICY_LOAN', 'MANDATE_PAUSE', 'MANDATE_CANCEL')),
  otp_transaction_id TEXT NOT NULL,
  created_at INTEGER NOT NULL,
  expires_at INTEGER NOT NULL,
  used_at INTEGER
);
INSERT INTO sr_tokens_v10 SELECT id, token_hash, customer_id, policy_id, request_type, otp_transaction_id, created_at,
  expires_at, used_at FROM sr_tokens;
DROP TABLE sr_tokens;
ALTER TABLE sr_tokens_v10 RENAME TO sr_tokens;

-- The account loans, unclaimed amounts and auto-pay use; kept in full, only ever sent masked.
CREATE TABLE bank_accounts (
  customer_id INTEGER PRIMARY KEY REFERENCES customers(id),
  holder_name TEXT NOT NULL,
  bank_name TEXT NOT NULL,
  account_number TEXT NOT NULL,
  ifsc TEXT NOT NULL
);

-- What is owed on a policy's loans (principal, paise); a loan request adds to it once approved.
ALTER TABLE policies ADD COLUMN loan_outstanding_paise INTEGER NOT NULL DEFAULT 0;

-- One row per loan asked for, beside its service request ('Policy Loan Request').
CREATE TABLE policy_loans (
  sr_number TEXT PRIMARY KEY REFERENCES service_requests(sr_number),
  policy_id INTEGER NOT NULL REFERENCES policies(id),
  amount_paise INTEGER NOT NULL,
  interest_bp INTEGER NOT NULL,
  created_at INTEGER NOT NULL
);
CREATE INDEX policy_loans_policy ON policy_loans(policy_id);

-- Money the insurer owes and could not pay (e.g. a maturity payment the bank returned). Its
-- status follows its claim's service request: none or Rejected → Unclaimed, open → Claim
-- Requested, Closed → Paid.
CREATE TABLE unclaimed_amounts (
  id INTEGER PRIMARY KEY,
  ref TEXT NOT NULL UNIQUE,
  policy_id INTEGER NOT NULL REFERENCES policies(id),
  kind TEXT NOT NULL,
  amount_paise INTEGER NOT NULL,
  due_on TEXT NOT NULL,
  reason TEXT NOT NULL,
  sr_number TEXT REFERENCES service_requests(sr_number)
);

-- A premium payment pays one due; a reinstatement pays every overdue one at once (premiums),
-- a re-presented auto-pay debit pays the one its mandate missed.
ALTER TABLE orders ADD COLUMN purpose TEXT NOT NULL DEFAULT 'PREMIUM'
  CHECK (purpose IN ('PREMIUM', 'REINSTATEMENT', 'REDEBIT'));
ALTER TABLE orders ADD COLUMN premiums INTEGER NOT NULL DEFAULT 1;

-- A registered mandate's life after registration: paused (debits due before paused_until are
-- skipped; paused_debits is how many the customer chose), cancelled for good, and the bank
-- account it debits (null for mandates from before v10: the customer's account on record).
ALTER TABLE enach_mandates ADD COLUMN paused_until TEXT;
ALTER TABLE enach_mandates ADD COLUMN paused_debits INTEGER NOT NULL DEFAULT 0;
ALTER TABLE enach_mandates ADD COLUMN cancelled_at INTEGER;
ALTER TABLE enach_mandates ADD COLUMN bank_name TEXT;
ALTER TABLE enach_mandates ADD COLUMN account_number TEXT;

-- Each debit the bank was asked for on a mandate, and its answer.
CREATE TABLE mandate_debits (
  id INTEGER PRIMARY KEY,
  mandate_id INTEGER NOT NULL REFERENCES enach_mandates(id),
  due_date TEXT NOT NULL,
  amount_paise INTEGER NOT NULL,
  status TEXT NOT NULL CHECK (status IN ('SUCCESS', 'FAILED')),
  reason TEXT,
  transaction_id TEXT,
  at INTEGER NOT NULL
);
CREATE INDEX mandate_debits_mandate ON mandate_debits(mandate_id, id);
