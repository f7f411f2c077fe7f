-- Schema v13: login OTPs and service-request OTPs are counted apart (issue 24 §4), so a
-- customer who logs in and then makes several requests in one sitting is not locked out by
-- their own login. 'send' stays the login OTPs sent to a number (and the requests from an
-- address); 'service-send' is every other OTP sent to a number. SQLite cannot change a CHECK in
-- place, so otp_events is rebuilt; nothing refers to it.
CREATE TABLE otp_events_v12 (
  id INTEGER PRIMARY KEY,
  scope TEXT NOT NULL CHECK (scope IN ('mobile', 'address')),
  subject TEXT NOT NULL,
  kind TEXT NOT NULL CHECK (kind IN ('send', 'service-send', 'wrong', 'verify')),
  at INTEGER NOT NULL
);
INSERT INTO otp_events_v12 (id, scope, subject, kind, at) SELECT id, scope, subject, kind, at FROM otp_events;
DROP TABLE otp_events;
ALTER TABLE otp_events_v12 RENAME TO otp_events;
CREATE INDEX otp_events_subject ON otp_events(scope, subject, kind, at);
CREATE INDEX otp_events_at ON otp_events(at);
