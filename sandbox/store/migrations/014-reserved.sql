-- Schema v14: a placeholder. Issue 25 §2 (one payment for several dues) takes this number on its
-- own branch; this empty file only lets v15 below apply here in the meantime. Drop it when that
-- branch's 014 arrives.
SELECT 1;
