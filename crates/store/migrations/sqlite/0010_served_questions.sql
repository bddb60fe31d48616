-- When each question was first shown to each player in the modes paced by
-- the student (paced, homework): the start of that question's timer. Kept
-- so that a restarted server (or, on PostgreSQL, another process taking
-- the game over) continues each student's timer instead of starting it
-- again. The first time stored wins.
CREATE TABLE served_questions (
    assignment_id INTEGER NOT NULL REFERENCES assignments (id) ON DELETE CASCADE,
    player_id     INTEGER NOT NULL REFERENCES players (id) ON DELETE CASCADE,
    question      INTEGER NOT NULL,
    served_ms     INTEGER NOT NULL,
    PRIMARY KEY (player_id, question)
);
CREATE INDEX served_questions_assignment ON served_questions (assignment_id);
