-- API tokens get an id (to list and revoke them) and an expiry; tokens
-- made before expire a year after they were made.
ALTER TABLE api_tokens ADD COLUMN id BIGSERIAL UNIQUE;
ALTER TABLE api_tokens ADD COLUMN expires_at BIGINT NOT NULL DEFAULT 0;
UPDATE api_tokens SET expires_at = created_at + 31536000;
CREATE INDEX api_tokens_user ON api_tokens (user_id);
