-- Schema v5: service request numbers are 8 digits with no prefix, the one format on the wire
-- ('SR12345678' becomes '12345678'). fund_switches and premium_redirections refer to them, so
-- the foreign keys are checked at commit, once every table has the new number.
PRAGMA defer_foreign_keys = ON;
UPDATE service_requests SET sr_number = substr(sr_number, 3) WHERE sr_number GLOB 'SR[0-9]*';
UPDATE fund_switches SET sr_number = substr(sr_number, 3) WHERE sr_number GLOB 'SR[0-9]*';
UPDATE premium_redirections SET sr_number = substr(sr_number, 3) WHERE sr_number GLOB 'SR[0-9]*';
