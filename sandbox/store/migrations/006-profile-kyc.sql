-- Schema v6: profile and KYC self-service. Changes a customer asks for wait as service requests
-- until the back office approves them; uploads, pictures and the OTPs of profile changes are kept.

-- What the core knows of identity: only the last 4 digits of an Aadhaar (IRDAI's Aadhaar
-- circular), the PAN in full (it is shown masked), and where KYC stands.
ALTER TABLE customers ADD COLUMN middle_name TEXT;
ALTER TABLE customers ADD COLUMN aadhaar_last4 TEXT;
ALTER TABLE customers ADD COLUMN pan_verified INTEGER NOT NULL DEFAULT 0;
ALTER TABLE customers ADD COLUMN kyc_status TEXT NOT NULL DEFAULT 'PENDING'
  CHECK (kyc_status IN ('PENDING', 'IN_REVIEW', 'COMPLETED'));
ALTER TABLE nominees ADD COLUMN appointee_relationship TEXT;

-- The change a request makes once approved: one kind (EMAIL, ADDRESS, NOMINEE, …) and its
-- payload, applied by that kind's function (domain/profile-changes.ts). Requests raised by
-- raiseQuery have none: approving them only closes them.
CREATE TABLE pending_changes (
  sr_number TEXT PRIMARY KEY REFERENCES service_requests(sr_number),
  kind TEXT NOT NULL,
  payload_json TEXT NOT NULL,
  applied_at INTEGER
);

-- Every status a request has had, who set it and why: the back office's steps add rows here.
CREATE TABLE service_request_events (
  id INTEGER PRIMARY KEY,
  sr_number TEXT NOT NULL REFERENCES service_requests(sr_number),
  status TEXT NOT NULL,
  actor TEXT NOT NULL CHECK (actor IN ('customer', 'core', 'back-office')),
  note TEXT NOT NULL DEFAULT '',
  at INTEGER NOT NULL
);
CREATE INDEX service_request_events_sr ON service_request_events(sr_number, id);

-- Uploaded proofs, kept as checked: real type from the first bytes, size, hash.
CREATE TABLE documents (
  id INTEGER PRIMARY KEY,
  customer_id INTEGER NOT NULL REFERENCES customers(id),
  sr_number TEXT REFERENCES service_requests(sr_number),
  label TEXT NOT NULL,
  file_name TEXT NOT NULL,
  content_type TEXT NOT NULL,
  size_bytes INTEGER NOT NULL,
  sha256 TEXT NOT NULL,
  content BLOB NOT NULL,
  created_at INTEGER NOT NULL
);
CREATE INDEX documents_sr ON documents(sr_number);

-- One picture per customer, always JPEG or PNG (a HEIC is converted on save). customers.profile_pic
-- holds its version, so profile/details needs no image bytes.
CREATE TABLE profile_images (
  customer_id INTEGER PRIMARY KEY REFERENCES customers(id),
  version TEXT NOT NULL,
  content_type TEXT NOT NULL,
  file_name TEXT NOT NULL,
  content BLOB NOT NULL,
  updated_at INTEGER NOT NULL
);

-- What a verified profile OTP buys: one change of one type (on one policy, for one new mobile
-- number), within minutes, once. Only hashes of tokens are kept.
CREATE TABLE profile_tokens (
  id INTEGER PRIMARY KEY,
  token_hash TEXT NOT NULL UNIQUE,
  customer_id INTEGER NOT NULL REFERENCES customers(id),
  request_type TEXT NOT NULL CHECK (request_type IN ('EMAIL_UPDATE', 'MOBILE_UPDATE', 'NOMINEE_CHANGE')),
  policy_id INTEGER REFERENCES policies(id),
  new_mobile TEXT,
  otp_transaction_id TEXT NOT NULL,
  created_at INTEGER NOT NULL,
  expires_at INTEGER NOT NULL,
  used_at INTEGER
);

-- Which change a profile OTP (otps.purpose 'profile:<type>') is for. A second MOBILE_UPDATE OTP
-- goes to new_mobile and names the token of the first (parent_token_id).
CREATE TABLE profile_otps (
  transaction_id TEXT PRIMARY KEY REFERENCES otps(transaction_id),
  request_type TEXT NOT NULL CHECK (request_type IN ('EMAIL_UPDATE', 'MOBILE_UPDATE', 'NOMINEE_CHANGE')),
  policy_id INTEGER REFERENCES policies(id),
  new_mobile TEXT,
  parent_token_id INTEGER REFERENCES profile_tokens(id)
);

-- The identity authority's OTP (otps.purpose 'aadhaar'): the number only as a salted hash, to
-- check the verify call names the same one, and its last 4 digits.
CREATE TABLE aadhaar_otps (
  transaction_id TEXT PRIMARY KEY REFERENCES otps(transaction_id),
  identifier TEXT NOT NULL CHECK (identifier IN ('AADHAAR', 'VID')),
  number_hash TEXT NOT NULL,
  salt TEXT NOT NULL,
  last4 TEXT NOT NULL,
  consent_at INTEGER NOT NULL
);

-- The seed's v6 changes for a database seeded earlier (store/seed/cast.ts): Priya has no email
-- on record, and her KYC is complete with a verified PAN.
UPDATE customers SET email = NULL, aadhaar_last4 = '4821', pan = 'BKLPN7421Q', pan_verified = 1,
  kyc_status = 'COMPLETED' WHERE client_id = 'C1000002';
