-- When each question was first shown to each player in the modes paced by
-- the student (paced, homework): the start of that question's timer. Kept
-- so that a game taken over by another process (or a restarted server)
-- continues each student's timer instead of starting it again. The first
-- time stored wins (docs/deploy.md).
CREATE TABLE served_questions (
    assignment_id BIGINT NOT NULL REFERENCES assignments (id) ON DELETE CASCADE,
    player_id     BIGINT NOT NULL REFERENCES players (id) ON DELETE CASCADE,
    question      BIGINT NOT NULL,
    served_ms     BIGINT NOT NULL,
    PRIMARY KEY (player_id, question)
);
CREATE INDEX served_questions_assignment ON served_questions (assignment_id);
