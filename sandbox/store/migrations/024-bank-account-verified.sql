-- Schema v24: the day the account on record was verified by a penny drop and approved (issue 27
-- §4). An amount the bank returned is paid again only into an account verified since it came
-- back; an account recorded before the portal verified accounts (the seed's, an upgraded
-- database's) has none, so its holder verifies it first.
ALTER TABLE bank_accounts ADD COLUMN verified_on TEXT;
