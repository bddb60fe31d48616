-- Each player's answers again, as one JSON array on the player's row
-- (`[[question, outcome, fraction, points, elapsed_ms, answered_at_ms,
-- response_json], ...]`, new answers last), kept by triggers so that no
-- write can miss it. A report reads a game of 10,000 students × 30
-- questions as 10,000 rows instead of 300,000: most of its time went on
-- fetching rows one at a time. The answers table stays the truth.
--
-- A stamp on every player row, new on each change to it (a join, a rename,
-- a removal, and through `cells` every answer or mark), from one sequence
-- (no row is locked for it). A game's players and answers are unchanged as
-- long as their count and the sum of their stamps are, so a server may
-- keep a large game's results in memory and check them with one cheap
-- query.
CREATE SEQUENCE results_clock;
ALTER TABLE players ADD COLUMN cells TEXT;
ALTER TABLE players ADD COLUMN results_stamp BIGINT NOT NULL DEFAULT nextval('results_clock');
CREATE INDEX players_results_stamp ON players (assignment_id, results_stamp);

CREATE FUNCTION player_cells(player BIGINT) RETURNS TEXT
LANGUAGE sql STABLE AS $$
    SELECT json_agg(json_build_array(question, outcome, fraction, points,
                                     elapsed_ms, answered_at_ms, response_json)
                    ORDER BY question)::text
    FROM answers WHERE player_id = player
$$;

-- New answers are appended to the text once per statement, not once per
-- row: live games insert hundreds of answers in one statement (group
-- commit), which should not pay a trigger call each (docs/BENCHMARKS.md,
-- "Re-run after the answer triggers"). A player's answers are sorted by
-- question when read.
CREATE FUNCTION answers_append_cells() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
    UPDATE players p SET
        cells = CASE
            WHEN p.cells IS NULL OR p.cells = '[]' THEN '[' || n.added || ']'
            ELSE left(p.cells, -1) || ',' || n.added || ']'
        END,
        results_stamp = nextval('results_clock')
    FROM (
        SELECT player_id,
               string_agg(json_build_array(question, outcome, fraction, points,
                                           elapsed_ms, answered_at_ms, response_json)::text,
                          ',' ORDER BY question) AS added
        FROM new_answers GROUP BY player_id
    ) n
    WHERE p.id = n.player_id;
    RETURN NULL;
END
$$;

CREATE TRIGGER answers_cells_insert AFTER INSERT ON answers
REFERENCING NEW TABLE AS new_answers
FOR EACH STATEMENT EXECUTE FUNCTION answers_append_cells();

-- A change or a removal (a mark, rare) rewrites the player's whole list.
CREATE FUNCTION answers_rewrite_cells() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
    IF TG_OP = 'DELETE' THEN
        UPDATE players SET cells = player_cells(OLD.player_id) WHERE id = OLD.player_id;
    ELSE
        UPDATE players SET cells = player_cells(NEW.player_id) WHERE id = NEW.player_id;
    END IF;
    RETURN NULL;
END
$$;

CREATE TRIGGER answers_cells_change AFTER UPDATE OR DELETE ON answers
FOR EACH ROW EXECUTE FUNCTION answers_rewrite_cells();

-- Any other change to a player takes a new stamp (a statement that set
-- one itself, as above, does not call this).
CREATE FUNCTION players_stamp() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
    NEW.results_stamp := nextval('results_clock');
    RETURN NEW;
END
$$;

CREATE TRIGGER players_stamp BEFORE UPDATE ON players
FOR EACH ROW WHEN (NEW.results_stamp = OLD.results_stamp)
EXECUTE FUNCTION players_stamp();

UPDATE players SET cells = player_cells(id)
WHERE EXISTS (SELECT 1 FROM answers WHERE player_id = players.id);

-- The few answers a teacher marked by hand, found without reading the rest
-- (in the order the report wants them).
CREATE INDEX answers_marked ON answers (assignment_id, player_id, question)
WHERE marked_at IS NOT NULL;
