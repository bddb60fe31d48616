-- Each player's answers again, as one JSON array on the player's row
-- (`[[question, outcome, fraction, points, elapsed_ms, answered_at_ms,
-- response_json], ...]`, new answers last), kept by triggers so that no write
-- can miss it. A report reads a game of 10,000 students × 30 questions as
-- 10,000 rows instead of 300,000: most of its time went on fetching rows
-- one at a time. The answers table stays the truth.
ALTER TABLE players ADD COLUMN cells TEXT;

-- A new answer is appended (a player's answers are sorted by question
-- when read); a change or a removal rewrites the player's whole list.
-- SQLite writes a REAL into JSON with 15 digits, which loses the last bits
-- of a fraction such as 1/3: 17 significant digits read back exactly.
CREATE TRIGGER answers_cells_after_insert AFTER INSERT ON answers
BEGIN
    UPDATE players SET cells = json_insert(coalesce(cells, '[]'), '$[#]',
        json_array(NEW.question, NEW.outcome,
                   json(printf('%!.17g', NEW.fraction)), json(printf('%!.17g', NEW.points)),
                   NEW.elapsed_ms, NEW.answered_at_ms, NEW.response_json))
    WHERE id = NEW.player_id;
END;

CREATE TRIGGER answers_cells_after_update AFTER UPDATE ON answers
BEGIN
    UPDATE players SET cells = (
        SELECT json_group_array(
            json_array(question, outcome,
                       json(printf('%!.17g', fraction)), json(printf('%!.17g', points)),
                       elapsed_ms, answered_at_ms, response_json)
            ORDER BY question)
        FROM answers WHERE player_id = NEW.player_id
    ) WHERE id = NEW.player_id;
END;

CREATE TRIGGER answers_cells_after_delete AFTER DELETE ON answers
BEGIN
    UPDATE players SET cells = (
        SELECT json_group_array(
            json_array(question, outcome,
                       json(printf('%!.17g', fraction)), json(printf('%!.17g', points)),
                       elapsed_ms, answered_at_ms, response_json)
            ORDER BY question)
        FROM answers WHERE player_id = OLD.player_id
    ) WHERE id = OLD.player_id;
END;

UPDATE players SET cells = (
    SELECT json_group_array(
        json_array(question, outcome,
                   json(printf('%!.17g', fraction)), json(printf('%!.17g', points)),
                   elapsed_ms, answered_at_ms, response_json)
        ORDER BY question)
    FROM answers WHERE player_id = players.id
) WHERE EXISTS (SELECT 1 FROM answers WHERE player_id = players.id);

-- The few answers a teacher marked by hand, found without reading the rest
-- (in the order the report wants them, or SQLite prefers the primary key
-- and reads every answer of the game).
CREATE INDEX answers_marked ON answers (assignment_id, player_id, question)
WHERE marked_at IS NOT NULL;

-- A stamp on every player row, new on each change to it (a join, a rename,
-- a removal, and through `cells` every answer or mark), from one clock. A
-- game's players and answers are unchanged as long as their count and
-- the sum of their stamps are, so a server may keep a large game's results in
-- memory and check them with one cheap query.
CREATE TABLE results_clock (n INTEGER NOT NULL);
INSERT INTO results_clock (n) VALUES (0);
ALTER TABLE players ADD COLUMN results_stamp INTEGER NOT NULL DEFAULT 0;
CREATE INDEX players_results_stamp ON players (assignment_id, results_stamp);

CREATE TRIGGER players_stamp_after_insert AFTER INSERT ON players
BEGIN
    UPDATE results_clock SET n = n + 1;
    UPDATE players SET results_stamp = (SELECT n FROM results_clock) WHERE id = NEW.id;
END;

-- Its own stamp's change does not fire it again (recursive triggers are
-- off, and the WHEN says so besides).
CREATE TRIGGER players_stamp_after_update AFTER UPDATE ON players
WHEN NEW.results_stamp IS OLD.results_stamp
BEGIN
    UPDATE results_clock SET n = n + 1;
    UPDATE players SET results_stamp = (SELECT n FROM results_clock) WHERE id = NEW.id;
END;
