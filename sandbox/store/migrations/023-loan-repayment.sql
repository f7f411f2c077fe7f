-- Schema v23: loan repayment (issue 27 §5). A repayment is an order with purpose 'LOAN_REPAYMENT'
-- (v17) paid through the premium's gateway; once paid, its receipt is written to the same receipts
-- table, marked so the premium ledger (payment history, premium paid certificate, premiums paid)
-- leaves it out, and the split of the payment between interest and principal is kept here.

-- Interest runs day by day on the principal from this day (the loan's payout or the last
-- repayment); null while nothing is owed. A database upgraded with a loan starts it today.
ALTER TABLE policies ADD COLUMN loan_interest_from TEXT;
UPDATE policies SET loan_interest_from = date('now', '+330 minutes') WHERE loan_outstanding_paise > 0;

ALTER TABLE receipts ADD COLUMN purpose TEXT NOT NULL DEFAULT 'PREMIUM'
  CHECK (purpose IN ('PREMIUM', 'LOAN_REPAYMENT'));

CREATE TABLE loan_repayments (
  order_id INTEGER PRIMARY KEY REFERENCES orders(id),
  policy_id INTEGER NOT NULL REFERENCES policies(id),
  receipt_no TEXT NOT NULL REFERENCES receipts(receipt_no),
  interest_paise INTEGER NOT NULL,
  principal_paise INTEGER NOT NULL,
  -- what the loan still owed once it was paid (interest from then on runs on it)
  outstanding_after_paise INTEGER NOT NULL,
  paid_on TEXT NOT NULL,
  sr_number TEXT NOT NULL REFERENCES service_requests(sr_number)
);
CREATE INDEX loan_repayments_policy ON loan_repayments(policy_id);
