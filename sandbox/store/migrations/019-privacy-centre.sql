-- Schema v19: §2 the privacy centre (issue 27), filled in by that journey before it ships.
SELECT 1;
