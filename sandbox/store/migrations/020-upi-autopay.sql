-- Schema v20: UPI AutoPay beside e-NACH (issue 27 §3). A UPI mandate is a row of enach_mandates
-- of kind 'UPI', so 'My Auto Pay Mandates', pause, cancel, the debits and the tracker serve both
-- kinds alike. It names the payer's UPI ID (its holder as the UPI stand-in returned it), the
-- frequency the customer chose and the last day it may debit (the premium paying term's end).
-- upi_debit_notices: the pre-debit notification RBI's e-mandate rules ask for at least 24 hours
-- before each debit; a debit is presented only once its notice is that old.
ALTER TABLE enach_mandates ADD COLUMN kind TEXT NOT NULL DEFAULT 'ENACH' CHECK (kind IN ('ENACH', 'UPI'));
ALTER TABLE enach_mandates ADD COLUMN vpa TEXT;
ALTER TABLE enach_mandates ADD COLUMN vpa_holder TEXT;
ALTER TABLE enach_mandates ADD COLUMN frequency TEXT;
ALTER TABLE enach_mandates ADD COLUMN valid_until TEXT;

CREATE TABLE upi_debit_notices (
  id INTEGER PRIMARY KEY,
  mandate_id INTEGER NOT NULL REFERENCES enach_mandates(id),
  due_date TEXT NOT NULL,
  amount_paise INTEGER NOT NULL,
  reference TEXT NOT NULL UNIQUE,
  notified_at INTEGER NOT NULL,
  UNIQUE (mandate_id, due_date)
);
