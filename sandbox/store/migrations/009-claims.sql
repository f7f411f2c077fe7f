-- Schema v9: what a claim intimation says beyond its service request (category CLAIM): the event
-- (death or diagnosis), who claims and where the money goes. The bank's name is the one the
-- IFSC directory gave when the claim was made.
CREATE TABLE claims (
  sr_number TEXT PRIMARY KEY REFERENCES service_requests(sr_number),
  claim_type TEXT NOT NULL CHECK (claim_type IN ('DEATH', 'CRITICAL_ILLNESS')),
  event_date TEXT NOT NULL,
  cause_of_death TEXT CHECK (cause_of_death IN ('Natural', 'Accidental')),
  claimant_name TEXT,
  relationship TEXT,
  claimant_mobile TEXT,
  claimant_email TEXT,
  account_number TEXT,
  ifsc TEXT,
  bank_name TEXT,
  illness TEXT,
  hospital TEXT,
  intimated_by TEXT CHECK (intimated_by IN ('SELF', 'THIRD_PARTY'))
);
