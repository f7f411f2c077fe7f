-- Schema v14: one gateway transaction for several premiums (issue 25 §2). Each policy's premium
-- stays its own order (so the one-payment-per-due rule and the receipts work as before); the
-- orders paid together carry the gateway's transaction id in batch_txn, move from state to state
-- together, and their receipts are written under that transaction id. batch_txn is null for a
-- payment of one premium, whose own transaction_id is the gateway's.
ALTER TABLE orders ADD COLUMN batch_txn TEXT;
CREATE INDEX orders_batch ON orders(batch_txn) WHERE batch_txn IS NOT NULL;
