-- The teacher's time zone (an IANA name from their browser), for the times
-- their pages show; NULL until their browser has said.
ALTER TABLE users ADD COLUMN time_zone TEXT;
