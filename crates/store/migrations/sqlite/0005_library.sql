-- The library: sharing, attribution of copies, subject and grade tags, and
-- the change feed every server process's search index follows.

ALTER TABLE quizzes ADD COLUMN visibility TEXT NOT NULL DEFAULT 'private';
ALTER TABLE quizzes ADD COLUMN subject TEXT NOT NULL DEFAULT '';
ALTER TABLE quizzes ADD COLUMN grade TEXT NOT NULL DEFAULT '';
ALTER TABLE quizzes ADD COLUMN tags_json TEXT NOT NULL DEFAULT '[]';
ALTER TABLE quizzes ADD COLUMN based_on INTEGER REFERENCES quizzes (id) ON DELETE SET NULL;
ALTER TABLE quizzes ADD COLUMN based_on_title TEXT NOT NULL DEFAULT '';
CREATE INDEX quizzes_visibility ON quizzes (visibility, subject);
CREATE INDEX quizzes_based_on ON quizzes (based_on);

-- One row per change to a quiz (or to what the index shows of it: a new
-- game played from it). Written by triggers, so no road into the quizzes
-- table can forget it; read by every process in `seq` order, and pruned.
CREATE TABLE library_changes (
    seq     INTEGER PRIMARY KEY AUTOINCREMENT,
    quiz_id INTEGER NOT NULL,
    at      INTEGER NOT NULL
);

CREATE TRIGGER library_quiz_inserted AFTER INSERT ON quizzes BEGIN
    INSERT INTO library_changes (quiz_id, at) VALUES (NEW.id, CAST(strftime('%s', 'now') AS INTEGER));
END;
-- A copy changes its original's count of copies.
CREATE TRIGGER library_quiz_copied AFTER INSERT ON quizzes WHEN NEW.based_on IS NOT NULL BEGIN
    INSERT INTO library_changes (quiz_id, at) VALUES (NEW.based_on, CAST(strftime('%s', 'now') AS INTEGER));
END;
CREATE TRIGGER library_quiz_updated AFTER UPDATE ON quizzes BEGIN
    INSERT INTO library_changes (quiz_id, at) VALUES (NEW.id, CAST(strftime('%s', 'now') AS INTEGER));
END;
CREATE TRIGGER library_quiz_deleted AFTER DELETE ON quizzes BEGIN
    INSERT INTO library_changes (quiz_id, at) VALUES (OLD.id, CAST(strftime('%s', 'now') AS INTEGER));
END;
CREATE TRIGGER library_quiz_played AFTER INSERT ON assignments WHEN NEW.quiz_id IS NOT NULL BEGIN
    INSERT INTO library_changes (quiz_id, at) VALUES (NEW.quiz_id, CAST(strftime('%s', 'now') AS INTEGER));
END;
