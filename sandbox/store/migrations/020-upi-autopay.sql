-- Schema v20: §3 UPI AutoPay (issue 27), filled in by that journey before it ships.
SELECT 1;
