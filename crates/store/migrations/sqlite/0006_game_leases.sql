-- Which server process hosts each game. SQLite serves one process, which
-- never takes a lease; the table exists so both back ends share a schema
-- (docs/deploy.md).
CREATE TABLE game_leases (
    assignment_id INTEGER PRIMARY KEY REFERENCES assignments (id) ON DELETE CASCADE,
    owner         TEXT    NOT NULL,
    address       TEXT    NOT NULL,
    generation    INTEGER NOT NULL,
    expires_at_ms INTEGER NOT NULL
);
CREATE INDEX game_leases_expiry ON game_leases (expires_at_ms);
