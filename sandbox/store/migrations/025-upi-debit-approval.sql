-- Schema v25: a UPI AutoPay debit above RBI's limit for insurance premiums without a further
-- authentication waits for the customer's approval in their UPI app (issue 27 §3). The link in the
-- customer's message carries a secret; only its hash is kept, on the waiting debit, and it is
-- cleared once the customer has answered.
ALTER TABLE mandate_debits ADD COLUMN approval_token_hash TEXT;
