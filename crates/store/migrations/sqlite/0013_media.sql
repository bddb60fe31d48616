-- Images kept by the server itself, by the SHA-256 of their bytes (hex):
-- an image a teacher gave by address is fetched once when the quiz is
-- saved and served from here, so students' browsers never call a third
-- party. `source` is the address it came from (NULL for a data: URL).
CREATE TABLE media (
    hash TEXT PRIMARY KEY,
    content_type TEXT NOT NULL,
    bytes BLOB NOT NULL,
    source TEXT,
    created_at INTEGER NOT NULL
);
