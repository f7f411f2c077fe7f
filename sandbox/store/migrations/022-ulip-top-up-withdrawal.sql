-- Schema v22: §6 ULIP top-up and partial withdrawal (issue 27), filled in by that journey before it ships.
SELECT 1;
