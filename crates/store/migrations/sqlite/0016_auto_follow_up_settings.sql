-- What the automatic follow-ups of a game make (issue 13): the teacher
-- sets them when assigning; the follow-ups button's defaults otherwise
-- (up to 3 new questions a quiz, due a week after they are sent).
ALTER TABLE assignments ADD COLUMN auto_follow_up_questions INTEGER NOT NULL DEFAULT 3;
ALTER TABLE assignments ADD COLUMN auto_follow_up_days INTEGER NOT NULL DEFAULT 7;
