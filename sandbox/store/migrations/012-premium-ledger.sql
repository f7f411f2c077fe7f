-- Schema v12: the premium ledger. Each receipt keeps what its amount is made of, so the receipt's
-- GST breakup, the premium paid certificate and the surrender quote's premiums paid read the same
-- figures: premium_paise (the premium itself, GST's taxable value), gst_paise charged at gst_bp,
-- charges_paise (late fee, revival interest and fees: not taxed); amount_paise is their sum.
-- supply_state is the customer's state when paid (GST's place of supply: CGST and SGST when it is
-- the insurer's state, IGST otherwise); null when it was not known.
ALTER TABLE receipts ADD COLUMN premium_paise INTEGER NOT NULL DEFAULT 0;
ALTER TABLE receipts ADD COLUMN gst_paise INTEGER NOT NULL DEFAULT 0;
ALTER TABLE receipts ADD COLUMN gst_bp INTEGER NOT NULL DEFAULT 0;
ALTER TABLE receipts ADD COLUMN charges_paise INTEGER NOT NULL DEFAULT 0;
ALTER TABLE receipts ADD COLUMN supply_state TEXT;
-- Receipts written before v12 knew only their amount: all of it counts as premium.
UPDATE receipts SET premium_paise = amount_paise;
