-- The language a teacher chose for their pages (en, fr, es or de); NULL
-- while they follow their browser's.
ALTER TABLE users ADD COLUMN language TEXT;
