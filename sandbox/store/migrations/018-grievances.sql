-- Schema v18: §1 grievances (issue 27), filled in by that journey before it ships.
SELECT 1;
