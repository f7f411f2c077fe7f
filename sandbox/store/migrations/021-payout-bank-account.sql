-- Schema v21: §4 the payout bank account and §5 loan repayment (issue 27), filled in by that journey before it ships.
SELECT 1;
