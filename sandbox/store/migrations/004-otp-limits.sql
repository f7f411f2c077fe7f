-- Schema v4: the OTP throttle. Kept in the database, not in memory, so it holds however many
-- portal instances call the core and across a restart. One row per counted event, kept for
-- the window only: an OTP sent to a mobile number or asked for from a client address ('send'),
-- a wrong OTP for a number ('wrong'), an OTP check from an address ('verify').
CREATE TABLE otp_events (
  id INTEGER PRIMARY KEY,
  scope TEXT NOT NULL CHECK (scope IN ('mobile', 'address')),
  subject TEXT NOT NULL,
  kind TEXT NOT NULL CHECK (kind IN ('send', 'wrong', 'verify')),
  at INTEGER NOT NULL
);
CREATE INDEX otp_events_subject ON otp_events(scope, subject, kind, at);
CREATE INDEX otp_events_at ON otp_events(at);

-- A number that gave too many wrong OTPs can neither verify nor be sent one until locked_until.
CREATE TABLE otp_lockouts (
  mobile TEXT PRIMARY KEY,
  locked_until INTEGER NOT NULL
);
