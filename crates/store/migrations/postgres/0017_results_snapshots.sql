-- A large game's players and answers as a server last read them, in a
-- compact binary form (`snapshots.rs`), so that a server that has not read
-- the game yet (just started, or another process) reads one row and then
-- only the players whose results stamp is above `newest`, instead of
-- decoding every player's cells. A cache: the answers table stays the
-- truth, and a snapshot whose stamps no longer add up to the game's is
-- ignored (the game is read whole again).
CREATE TABLE results_snapshots (
    assignment_id BIGINT PRIMARY KEY REFERENCES assignments (id) ON DELETE CASCADE,
    newest        BIGINT NOT NULL,
    body          BYTEA NOT NULL
);
