-- After the game (issue 13): who marked an answer by hand and when, every
-- change of mark kept (nothing a teacher decided is silently lost), and the
-- mastery bands a teacher sets for a class (shares 0 to 1).

ALTER TABLE answers ADD COLUMN marked_by INTEGER REFERENCES users (id) ON DELETE SET NULL;
ALTER TABLE answers ADD COLUMN marked_at INTEGER;

CREATE TABLE answer_marks (
    id               INTEGER PRIMARY KEY AUTOINCREMENT,
    assignment_id    INTEGER NOT NULL REFERENCES assignments (id) ON DELETE CASCADE,
    player_id        INTEGER NOT NULL REFERENCES players (id) ON DELETE CASCADE,
    question         INTEGER NOT NULL,
    before_outcome   TEXT    NOT NULL,
    before_points    REAL    NOT NULL,
    outcome          TEXT    NOT NULL,
    fraction         REAL    NOT NULL,
    points           REAL    NOT NULL,
    reason           TEXT    NOT NULL,
    marked_by        INTEGER REFERENCES users (id) ON DELETE SET NULL,
    marked_at        INTEGER NOT NULL
);
CREATE INDEX answer_marks_answer ON answer_marks (assignment_id, player_id, question);

ALTER TABLE classes ADD COLUMN mastery_low REAL NOT NULL DEFAULT 0.5;
ALTER TABLE classes ADD COLUMN mastery_high REAL NOT NULL DEFAULT 0.8;

-- A follow-up game is linked to its parent game and given to exactly the
-- roster students listed in `assignment_students` (an assignment without a
-- parent is open to the whole class, as before).
ALTER TABLE assignments ADD COLUMN parent_id INTEGER REFERENCES assignments (id) ON DELETE SET NULL;
CREATE INDEX assignments_parent ON assignments (parent_id);

CREATE TABLE assignment_students (
    assignment_id INTEGER NOT NULL REFERENCES assignments (id) ON DELETE CASCADE,
    roster_id     INTEGER NOT NULL REFERENCES class_students (id) ON DELETE CASCADE,
    PRIMARY KEY (assignment_id, roster_id)
);
