-- Schema v16: the language the customer reads (issue 26). The core writes that customer's SMS,
-- emails and documents in it; the portal sets it when the customer switches or signs in. English
-- until they choose, as every existing customer has read so far. No CHECK: the contract admits
-- only the codes of LANGUAGES, so a new language needs no migration.
ALTER TABLE customers ADD COLUMN preferred_language TEXT NOT NULL DEFAULT 'en';
