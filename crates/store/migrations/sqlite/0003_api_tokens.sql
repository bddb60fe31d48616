-- API tokens get an id (to list and revoke them) and an expiry. SQLite
-- cannot add a key column, so the table is rebuilt; tokens made before
-- expire a year after they were made.
CREATE TABLE api_tokens_new (
    id         INTEGER PRIMARY KEY AUTOINCREMENT,
    token_hash TEXT    NOT NULL UNIQUE,
    user_id    INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    created_at INTEGER NOT NULL,
    expires_at INTEGER NOT NULL
);
INSERT INTO api_tokens_new (token_hash, user_id, created_at, expires_at)
    SELECT token_hash, user_id, created_at, created_at + 31536000 FROM api_tokens;
DROP TABLE api_tokens;
ALTER TABLE api_tokens_new RENAME TO api_tokens;
CREATE INDEX api_tokens_user ON api_tokens (user_id);
