-- Teachers, their sessions and API tokens, failed sign-ins, and quizzes.
-- Times are Unix seconds (UTC). Quizzes are kept as quizforge's canonical
-- JSON, with the title copied out for listing and search.

CREATE TABLE users (
    id            INTEGER PRIMARY KEY AUTOINCREMENT,
    email         TEXT    NOT NULL UNIQUE,
    password_hash TEXT    NOT NULL,
    created_at    INTEGER NOT NULL
);

CREATE TABLE sessions (
    token_hash TEXT    PRIMARY KEY,
    user_id    INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    csrf_token TEXT    NOT NULL,
    created_at INTEGER NOT NULL,
    expires_at INTEGER NOT NULL
);
CREATE INDEX sessions_user ON sessions (user_id);

CREATE TABLE api_tokens (
    token_hash TEXT    PRIMARY KEY,
    user_id    INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    created_at INTEGER NOT NULL
);

CREATE TABLE sign_in_failures (
    id  INTEGER PRIMARY KEY AUTOINCREMENT,
    key TEXT    NOT NULL,
    at  INTEGER NOT NULL
);
CREATE INDEX sign_in_failures_key_at ON sign_in_failures (key, at);

CREATE TABLE quizzes (
    id          INTEGER PRIMARY KEY AUTOINCREMENT,
    owner_id    INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    title       TEXT    NOT NULL,
    quiz_json   TEXT    NOT NULL,
    source_text TEXT    NOT NULL,
    revision    INTEGER NOT NULL,
    questions   INTEGER NOT NULL,
    unanswered  INTEGER NOT NULL,
    created_at  INTEGER NOT NULL,
    updated_at  INTEGER NOT NULL
);
CREATE INDEX quizzes_owner_updated ON quizzes (owner_id, updated_at);
