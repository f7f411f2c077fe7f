-- Schema v15: the NAVs each fund was priced at over time (issue 25 §1), which the policy page
-- draws as a chart. Like the catalogue's NAV they belong to the fund, not to a holding: every
-- policy in a fund sees the same history. The catalogue's own row stays today's price; the
-- history's last day is that same price, written with it.
CREATE TABLE fund_nav_history (
  fund_code TEXT NOT NULL REFERENCES fund_catalogue(code),
  nav_date TEXT NOT NULL,
  nav_e4 INTEGER NOT NULL CHECK (nav_e4 > 0),
  PRIMARY KEY (fund_code, nav_date)
) WITHOUT ROWID;
