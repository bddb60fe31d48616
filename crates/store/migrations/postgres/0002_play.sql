-- Classes with their rosters, assignments (a quiz given to a class, with the
-- state of its game), the players who joined them and their answers.
-- Times are Unix seconds unless the column says `_ms` (Unix milliseconds).
-- An assignment keeps a snapshot of its quiz (canonical JSON text), so
-- editing the quiz later does not change a game in progress. `removed` is 0
-- or 1 (an integer, as in SQLite, so both read it the same way).

CREATE TABLE classes (
    id         BIGINT GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
    owner_id   BIGINT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    name       TEXT   NOT NULL,
    created_at BIGINT NOT NULL
);
CREATE INDEX classes_owner_name ON classes (owner_id, name);

CREATE TABLE class_students (
    id       BIGINT GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
    class_id BIGINT NOT NULL REFERENCES classes (id) ON DELETE CASCADE,
    name     TEXT   NOT NULL,
    position BIGINT NOT NULL,
    UNIQUE (class_id, name)
);

CREATE TABLE assignments (
    id                  BIGINT GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
    owner_id            BIGINT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    class_id            BIGINT NOT NULL REFERENCES classes (id) ON DELETE CASCADE,
    quiz_id             BIGINT REFERENCES quizzes (id) ON DELETE SET NULL,
    title               TEXT   NOT NULL,
    quiz_json           TEXT   NOT NULL,
    mode                TEXT   NOT NULL,
    settings_json       TEXT   NOT NULL,
    join_code           TEXT   NOT NULL UNIQUE,
    seed                BIGINT NOT NULL,
    opens_at            BIGINT,
    due_at              BIGINT,
    phase               TEXT   NOT NULL,
    question            BIGINT,
    question_started_ms BIGINT,
    created_at          BIGINT NOT NULL
);
CREATE INDEX assignments_owner_created ON assignments (owner_id, created_at);
CREATE INDEX assignments_class ON assignments (class_id);
CREATE INDEX assignments_quiz ON assignments (quiz_id);
CREATE INDEX assignments_phase ON assignments (phase);

CREATE TABLE players (
    id            BIGINT GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
    assignment_id BIGINT NOT NULL REFERENCES assignments (id) ON DELETE CASCADE,
    token_hash    TEXT   NOT NULL UNIQUE,
    name          TEXT   NOT NULL,
    name_key      TEXT   NOT NULL,
    roster_id     BIGINT REFERENCES class_students (id) ON DELETE SET NULL,
    removed       BIGINT NOT NULL DEFAULT 0,
    joined_at     BIGINT NOT NULL
);
CREATE UNIQUE INDEX players_live_name ON players (assignment_id, name_key) WHERE removed = 0;
CREATE INDEX players_assignment_joined ON players (assignment_id, joined_at);
CREATE INDEX players_roster ON players (roster_id);

CREATE TABLE answers (
    assignment_id  BIGINT           NOT NULL REFERENCES assignments (id) ON DELETE CASCADE,
    player_id      BIGINT           NOT NULL REFERENCES players (id) ON DELETE CASCADE,
    question       BIGINT           NOT NULL,
    response_json  TEXT             NOT NULL,
    outcome        TEXT             NOT NULL,
    fraction       DOUBLE PRECISION NOT NULL,
    points         DOUBLE PRECISION NOT NULL,
    elapsed_ms     BIGINT           NOT NULL,
    answered_at_ms BIGINT           NOT NULL,
    PRIMARY KEY (assignment_id, player_id, question)
);
CREATE INDEX answers_player ON answers (player_id);
