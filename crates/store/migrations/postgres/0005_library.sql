-- The library: sharing, attribution of copies, subject and grade tags, and
-- the change feed every server process's search index follows.

ALTER TABLE quizzes ADD COLUMN visibility TEXT NOT NULL DEFAULT 'private';
ALTER TABLE quizzes ADD COLUMN subject TEXT NOT NULL DEFAULT '';
ALTER TABLE quizzes ADD COLUMN grade TEXT NOT NULL DEFAULT '';
ALTER TABLE quizzes ADD COLUMN tags_json TEXT NOT NULL DEFAULT '[]';
ALTER TABLE quizzes ADD COLUMN based_on BIGINT REFERENCES quizzes (id) ON DELETE SET NULL;
ALTER TABLE quizzes ADD COLUMN based_on_title TEXT NOT NULL DEFAULT '';
CREATE INDEX quizzes_visibility ON quizzes (visibility, subject);
CREATE INDEX quizzes_based_on ON quizzes (based_on);

-- One row per change to a quiz (or to what the index shows of it: a new
-- game played from it). Written by triggers, so no road into the quizzes
-- table can forget it; read by every process in `seq` order, and pruned.
-- A transaction may commit after a later one: readers look back over a
-- window of sequence numbers (see quizforge-library's sync).
CREATE TABLE library_changes (
    seq     BIGINT GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
    quiz_id BIGINT NOT NULL,
    at      BIGINT NOT NULL
);

CREATE FUNCTION library_change() RETURNS trigger AS $$
BEGIN
    IF TG_OP = 'DELETE' THEN
        INSERT INTO library_changes (quiz_id, at) VALUES (OLD.id, EXTRACT(EPOCH FROM now())::BIGINT);
    ELSIF TG_TABLE_NAME = 'assignments' THEN
        IF NEW.quiz_id IS NOT NULL THEN
            INSERT INTO library_changes (quiz_id, at) VALUES (NEW.quiz_id, EXTRACT(EPOCH FROM now())::BIGINT);
        END IF;
    ELSE
        INSERT INTO library_changes (quiz_id, at) VALUES (NEW.id, EXTRACT(EPOCH FROM now())::BIGINT);
        -- A copy changes its original's count of copies.
        IF TG_OP = 'INSERT' AND NEW.based_on IS NOT NULL THEN
            INSERT INTO library_changes (quiz_id, at) VALUES (NEW.based_on, EXTRACT(EPOCH FROM now())::BIGINT);
        END IF;
    END IF;
    RETURN NULL;
END
$$ LANGUAGE plpgsql;

CREATE TRIGGER library_quiz_changed AFTER INSERT OR UPDATE OR DELETE ON quizzes
    FOR EACH ROW EXECUTE FUNCTION library_change();
CREATE TRIGGER library_quiz_played AFTER INSERT ON assignments
    FOR EACH ROW EXECUTE FUNCTION library_change();
