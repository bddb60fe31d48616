-- Each player's answers again, as one JSON array on the player's row
-- (`[[question, outcome, fraction, points, elapsed_ms, answered_at_ms,
-- response_json], ...]`, new answers last), kept by a trigger so that no write
-- can miss it. A report reads a game of 10,000 students × 30 questions as
-- 10,000 rows instead of 300,000: most of its time went on fetching rows
-- one at a time. The answers table stays the truth.
ALTER TABLE players ADD COLUMN cells TEXT;

CREATE FUNCTION player_cells(player BIGINT) RETURNS TEXT
LANGUAGE sql STABLE AS $$
    SELECT json_agg(json_build_array(question, outcome, fraction, points,
                                     elapsed_ms, answered_at_ms, response_json)
                    ORDER BY question)::text
    FROM answers WHERE player_id = player
$$;

-- A new answer is appended to the text (a player's answers are sorted by
-- question when read), which costs no query; a change or a removal
-- rewrites the player's whole list.
CREATE FUNCTION answers_keep_cells() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
    cell TEXT;
BEGIN
    IF TG_OP = 'INSERT' THEN
        cell := json_build_array(NEW.question, NEW.outcome, NEW.fraction, NEW.points,
                                 NEW.elapsed_ms, NEW.answered_at_ms, NEW.response_json)::text;
        UPDATE players SET cells = CASE
            WHEN cells IS NULL OR cells = '[]' THEN '[' || cell || ']'
            ELSE left(cells, -1) || ',' || cell || ']'
        END
        WHERE id = NEW.player_id;
    ELSIF TG_OP = 'DELETE' THEN
        UPDATE players SET cells = player_cells(OLD.player_id) WHERE id = OLD.player_id;
    ELSE
        UPDATE players SET cells = player_cells(NEW.player_id) WHERE id = NEW.player_id;
    END IF;
    RETURN NULL;
END
$$;

CREATE TRIGGER answers_cells AFTER INSERT OR UPDATE OR DELETE ON answers
FOR EACH ROW EXECUTE FUNCTION answers_keep_cells();

UPDATE players SET cells = player_cells(id)
WHERE EXISTS (SELECT 1 FROM answers WHERE player_id = players.id);

-- The few answers a teacher marked by hand, found without reading the rest
-- (in the order the report wants them, or SQLite prefers the primary key
-- and reads every answer of the game).
CREATE INDEX answers_marked ON answers (assignment_id, player_id, question)
WHERE marked_at IS NOT NULL;

-- A stamp on every player row, new on each change to it (a join, a rename,
-- a removal, and through `cells` every answer or mark), from one sequence
-- (no row is locked for it). A game's players and answers are unchanged as
-- long as their count and the sum of their stamps are, so a server may keep a large
-- game's results in memory and check them with one cheap query.
CREATE SEQUENCE results_clock;
ALTER TABLE players ADD COLUMN results_stamp BIGINT NOT NULL DEFAULT 0;
CREATE INDEX players_results_stamp ON players (assignment_id, results_stamp);

CREATE FUNCTION players_stamp() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
    NEW.results_stamp := nextval('results_clock');
    RETURN NEW;
END
$$;

CREATE TRIGGER players_stamp BEFORE INSERT OR UPDATE ON players
FOR EACH ROW EXECUTE FUNCTION players_stamp();
