-- Schema v1: customers, policies and their parts, login and messaging.
--
-- Conventions for every migration: money is INTEGER paise, fund units and NAVs are INTEGER
-- scaled by 10^4, business dates are 'YYYY-MM-DD' TEXT, instants are INTEGER epoch ms.
CREATE TABLE customers (
  id INTEGER PRIMARY KEY,
  client_id TEXT NOT NULL UNIQUE,
  title TEXT,
  first_name TEXT NOT NULL,
  surname TEXT NOT NULL,
  mobile TEXT NOT NULL UNIQUE,
  email TEXT,
  alternate_email TEXT,
  date_of_birth TEXT,
  gender TEXT,
  pan TEXT,
  profile_pic TEXT,
  permanent_address TEXT,
  mailing_address TEXT,
  go_green TEXT NOT NULL DEFAULT 'N',
  created_at INTEGER NOT NULL
);

CREATE TABLE policies (
  id INTEGER PRIMARY KEY,
  policy_no TEXT NOT NULL UNIQUE,
  owner_id INTEGER NOT NULL REFERENCES customers(id),
  product_code TEXT NOT NULL,
  product_name TEXT NOT NULL,
  plan_type TEXT NOT NULL,
  is_ulip INTEGER NOT NULL,
  insured_name TEXT NOT NULL,
  proposer_name TEXT NOT NULL,
  status_code TEXT NOT NULL,
  premium_status TEXT NOT NULL,
  payment_frequency TEXT NOT NULL,
  payment_type TEXT NOT NULL,
  commencement_date TEXT NOT NULL,
  maturity_date TEXT,
  paid_to_date TEXT,
  prem_due TEXT,
  modal_premium_paise INTEGER NOT NULL,
  payable_paise INTEGER,
  sum_assured_paise INTEGER NOT NULL,
  rider_benefit_paise INTEGER,
  policy_term TEXT NOT NULL,
  prem_pay_term TEXT NOT NULL,
  invested_paise INTEGER,
  first_annuity_date TEXT,
  next_annuity_date TEXT
);
CREATE INDEX policies_owner ON policies(owner_id);

-- NAVs belong to a fund, not to a holding: every policy in a fund sees the same price.
CREATE TABLE fund_catalogue (
  code TEXT PRIMARY KEY,
  name TEXT NOT NULL,
  nav_e4 INTEGER NOT NULL,
  nav_date TEXT NOT NULL
);

CREATE TABLE funds (
  id INTEGER PRIMARY KEY,
  policy_id INTEGER NOT NULL REFERENCES policies(id),
  fund_code TEXT NOT NULL REFERENCES fund_catalogue(code),
  units_e4 INTEGER NOT NULL,
  allocation_pct INTEGER NOT NULL,
  UNIQUE (policy_id, fund_code)
);

CREATE TABLE coverages (
  id INTEGER PRIMARY KEY,
  policy_id INTEGER NOT NULL REFERENCES policies(id),
  name TEXT NOT NULL,
  type TEXT NOT NULL CHECK (type IN ('BASE', 'RIDER')),
  sum_assured_paise INTEGER NOT NULL,
  premium_paise INTEGER NOT NULL,
  term TEXT NOT NULL,
  status TEXT NOT NULL
);
CREATE INDEX coverages_policy ON coverages(policy_id);

CREATE TABLE nominees (
  id INTEGER PRIMARY KEY,
  policy_id INTEGER NOT NULL REFERENCES policies(id),
  name TEXT NOT NULL,
  relationship TEXT NOT NULL,
  share_pct INTEGER NOT NULL,
  date_of_birth TEXT,
  appointee_name TEXT
);
CREATE INDEX nominees_policy ON nominees(policy_id);

-- One row per OTP transaction; a resend replaces hash and salt in place.
-- purpose lets later flows (contact update, fund switch) share the table.
CREATE TABLE otps (
  id INTEGER PRIMARY KEY,
  transaction_id TEXT NOT NULL UNIQUE,
  purpose TEXT NOT NULL,
  customer_id INTEGER NOT NULL REFERENCES customers(id),
  session_id TEXT,
  sent_to TEXT NOT NULL,
  otp_hash TEXT NOT NULL,
  salt TEXT NOT NULL,
  created_at INTEGER NOT NULL,
  sent_at INTEGER NOT NULL,
  expires_at INTEGER NOT NULL,
  wrong_tries INTEGER NOT NULL DEFAULT 0,
  resends INTEGER NOT NULL DEFAULT 0,
  state TEXT NOT NULL DEFAULT 'active' CHECK (state IN ('active', 'used', 'locked'))
);

CREATE TABLE tokens (
  id INTEGER PRIMARY KEY,
  session_id TEXT NOT NULL UNIQUE,
  customer_id INTEGER NOT NULL REFERENCES customers(id),
  access_hash TEXT NOT NULL UNIQUE,
  refresh_hash TEXT NOT NULL UNIQUE,
  source TEXT,
  created_at INTEGER NOT NULL,
  last_used_at INTEGER NOT NULL,
  expires_at INTEGER NOT NULL,
  revoked_at INTEGER
);
CREATE INDEX tokens_customer ON tokens(customer_id);

CREATE TABLE logins (
  id INTEGER PRIMARY KEY,
  customer_id INTEGER NOT NULL REFERENCES customers(id),
  session_id TEXT,
  at INTEGER NOT NULL
);
CREATE INDEX logins_customer ON logins(customer_id, id);

CREATE TABLE outbox (
  id INTEGER PRIMARY KEY,
  to_addr TEXT NOT NULL,
  channel TEXT NOT NULL CHECK (channel IN ('sms', 'email')),
  subject TEXT,
  text TEXT NOT NULL,
  otp TEXT,
  at INTEGER NOT NULL
);

CREATE TABLE menu_events (
  id INTEGER PRIMARY KEY,
  customer_id INTEGER NOT NULL REFERENCES customers(id),
  session_id TEXT NOT NULL,
  client_id TEXT NOT NULL,
  menu_name TEXT NOT NULL,
  policy_no TEXT NOT NULL,
  browser TEXT NOT NULL,
  display_page TEXT NOT NULL,
  source TEXT,
  at INTEGER NOT NULL
);

CREATE TABLE banners (
  id TEXT PRIMARY KEY,
  title TEXT NOT NULL,
  text TEXT NOT NULL,
  link_text TEXT,
  link_url TEXT,
  sort_order INTEGER NOT NULL DEFAULT 0,
  active INTEGER NOT NULL DEFAULT 1
);
