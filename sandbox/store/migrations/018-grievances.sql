-- Schema v18: grievances (issue 27 §1). A complaint is a service request (its number is the
-- complaint number, its due_on the day it must be resolved by, its events its history); this
-- table keeps what only a complaint has: its category, and the insurer's final reply (the
-- resolution or the reason for rejecting it), which the tracker shows beside the escalation path.
-- Kept beside service_requests rather than widening that table's category CHECK, which would
-- rebuild it (v8's way) in a migration other journeys of the same issue also touch.
CREATE TABLE complaints (
  sr_number TEXT PRIMARY KEY REFERENCES service_requests(sr_number),
  category TEXT NOT NULL
    CHECK (category IN ('POLICY_SERVICING', 'CLAIMS', 'PREMIUM_PAYMENTS', 'MIS_SELLING', 'OTHER')),
  reply TEXT,
  replied_at INTEGER
);
