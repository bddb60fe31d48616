-- After the game (issue 13): who marked an answer by hand and when, every
-- change of mark kept (nothing a teacher decided is silently lost), and the
-- mastery bands a teacher sets for a class (shares 0 to 1).

ALTER TABLE answers ADD COLUMN marked_by BIGINT REFERENCES users (id) ON DELETE SET NULL;
ALTER TABLE answers ADD COLUMN marked_at BIGINT;

CREATE TABLE answer_marks (
    id               BIGINT GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
    assignment_id    BIGINT NOT NULL REFERENCES assignments (id) ON DELETE CASCADE,
    player_id        BIGINT NOT NULL REFERENCES players (id) ON DELETE CASCADE,
    question         BIGINT NOT NULL,
    before_outcome   TEXT    NOT NULL,
    before_points    DOUBLE PRECISION    NOT NULL,
    outcome          TEXT    NOT NULL,
    fraction         DOUBLE PRECISION    NOT NULL,
    points           DOUBLE PRECISION    NOT NULL,
    reason           TEXT    NOT NULL,
    marked_by        BIGINT REFERENCES users (id) ON DELETE SET NULL,
    marked_at        BIGINT NOT NULL
);
CREATE INDEX answer_marks_answer ON answer_marks (assignment_id, player_id, question);

ALTER TABLE classes ADD COLUMN mastery_low DOUBLE PRECISION NOT NULL DEFAULT 0.5;
ALTER TABLE classes ADD COLUMN mastery_high DOUBLE PRECISION NOT NULL DEFAULT 0.8;

-- A follow-up game is linked to its parent game and given to exactly the
-- roster students listed in `assignment_students` (an assignment without a
-- parent is open to the whole class, as before).
ALTER TABLE assignments ADD COLUMN parent_id BIGINT REFERENCES assignments (id) ON DELETE SET NULL;
CREATE INDEX assignments_parent ON assignments (parent_id);

CREATE TABLE assignment_students (
    assignment_id BIGINT NOT NULL REFERENCES assignments (id) ON DELETE CASCADE,
    roster_id     BIGINT NOT NULL REFERENCES class_students (id) ON DELETE CASCADE,
    PRIMARY KEY (assignment_id, roster_id)
);
