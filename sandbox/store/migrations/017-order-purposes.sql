-- migrate: foreign-keys-off
-- Schema v17: an order may also repay a policy loan or buy a ULIP top-up (issue 27 §5, §6), so both
-- go through the same gateway, ledger and receipts as a premium. SQLite cannot widen a CHECK in
-- place: the table is rebuilt as its documented procedure says, with the same rows, keys and indexes.
CREATE TABLE orders_v17 (
  id INTEGER PRIMARY KEY,
  transaction_id TEXT NOT NULL UNIQUE,
  customer_id INTEGER NOT NULL REFERENCES customers(id),
  policy_id INTEGER NOT NULL REFERENCES policies(id),
  due_date TEXT NOT NULL,
  amount_paise INTEGER NOT NULL,
  status TEXT NOT NULL CHECK (status IN ('INITIATED', 'PENDING', 'SUCCESS', 'FAILED')),
  return_url TEXT NOT NULL,
  created_at INTEGER NOT NULL,
  updated_at INTEGER NOT NULL,
  purpose TEXT NOT NULL DEFAULT 'PREMIUM'
    CHECK (purpose IN ('PREMIUM', 'REINSTATEMENT', 'REDEBIT', 'LOAN_REPAYMENT', 'TOP_UP')),
  premiums INTEGER NOT NULL DEFAULT 1,
  batch_txn TEXT
);
INSERT INTO orders_v17 (id, transaction_id, customer_id, policy_id, due_date, amount_paise, status, return_url,
    created_at, updated_at, purpose, premiums, batch_txn)
  SELECT id, transaction_id, customer_id, policy_id, due_date, amount_paise, status, return_url,
    created_at, updated_at, purpose, premiums, batch_txn FROM orders;
DROP TABLE orders;
ALTER TABLE orders_v17 RENAME TO orders;
CREATE INDEX orders_due ON orders(policy_id, due_date);
CREATE INDEX orders_batch ON orders(batch_txn) WHERE batch_txn IS NOT NULL;
