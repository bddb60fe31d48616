-- Roster PINs (issue 12): a class can ask each student for a PIN when they
-- join under a name on its roster, so nobody with the join code can claim
-- a classmate's name. The teacher prints the PINs: they are classroom
-- secrets kept as they are, not passwords (docs/SECURITY.md).
-- A class asks for PINs while it has a row in `class_pins`; `kind` is
-- 'digits' (four digits) or 'pictures' (four of nine pictures, kept as the
-- digits 1-9, for pupils who do not read numbers yet).

CREATE TABLE class_pins (
    class_id   INTEGER PRIMARY KEY REFERENCES classes (id) ON DELETE CASCADE,
    kind       TEXT    NOT NULL DEFAULT 'digits',
    enabled_at INTEGER NOT NULL
);

CREATE TABLE roster_pins (
    roster_id INTEGER PRIMARY KEY REFERENCES class_students (id) ON DELETE CASCADE,
    pin       TEXT    NOT NULL,
    made_at   INTEGER NOT NULL
);
