-- Which server process hosts each game (several processes on one
-- database). A row is a lease: its owner renews `expires_at_ms` by
-- heartbeat; another process may take the game only once it has expired,
-- and taking it bumps `generation`, the fencing token every answer and
-- state write of the game checks (docs/deploy.md).
CREATE TABLE game_leases (
    assignment_id BIGINT PRIMARY KEY REFERENCES assignments (id) ON DELETE CASCADE,
    owner         TEXT   NOT NULL,
    address       TEXT   NOT NULL,
    generation    BIGINT NOT NULL,
    expires_at_ms BIGINT NOT NULL
);
CREATE INDEX game_leases_expiry ON game_leases (expires_at_ms);
