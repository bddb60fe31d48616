#!/usr/bin/env python3
"""What the answer triggers of migration 14 cost a live game's writes on
SQLite, against cheaper triggers (issue 13).

Usage: `pip install pysqlite3-binary` (Debian 12's SQLite, 3.40, cannot read
the triggers' `ORDER BY` inside an aggregate), then start `quizforge serve
--data DIR` once so that its database is made, stop it, and run
`python3 answer_triggers.py DIR/quizforge.sqlite3`.

Each variant copies the database, joins 10,000 players, and stores 5
answers each in transactions of 500 (as the server's group commit does);
only the answers are timed. Variants: the triggers as they are; the cells
appended as plain text with the stamp in the same statement; the stamp
alone; no trigger at all. Results: docs/BENCHMARKS.md.
"""
import shutil
import sys
import time

import pysqlite3 as sqlite3

REPLACE = "DROP TRIGGER answers_cells_after_insert;"
VARIANTS = {
    "as migrated": "",
    "cells as text, stamp in one statement": REPLACE + """
CREATE TRIGGER answers_cells_after_insert AFTER INSERT ON answers
BEGIN
    UPDATE results_clock SET n = n + 1;
    UPDATE players SET cells = coalesce(cells, '') || NEW.question || char(31) || NEW.outcome
        || char(31) || printf('%!.17g', NEW.fraction) || char(31) || printf('%!.17g', NEW.points)
        || char(31) || NEW.elapsed_ms || char(31) || NEW.answered_at_ms || char(31)
        || NEW.response_json || char(30),
        results_stamp = (SELECT n FROM results_clock)
    WHERE id = NEW.player_id;
END;""",
    "stamp only": REPLACE + """
CREATE TRIGGER answers_cells_after_insert AFTER INSERT ON answers
BEGIN
    UPDATE results_clock SET n = n + 1;
    UPDATE players SET results_stamp = (SELECT n FROM results_clock) WHERE id = NEW.player_id;
END;""",
    "no trigger": REPLACE,
}


def run(source, script, players=10_000, questions=5, batch=500):
    copy = source + ".bench"
    shutil.copy(source, copy)
    db = sqlite3.connect(copy, isolation_level=None)
    db.execute("PRAGMA journal_mode=WAL")
    db.execute("PRAGMA synchronous=NORMAL")
    # The players belong to no real game: the timing is the answers'.
    db.execute("PRAGMA foreign_keys=OFF")
    if script:
        db.executescript(script)
    db.execute("BEGIN")
    for p in range(players):
        db.execute(
            "INSERT INTO players (assignment_id, token_hash, name, name_key, joined_at) "
            "VALUES (1, ?, ?, ?, 0)",
            (f"t{p}", f"P{p}", f"p{p}"),
        )
    db.execute("COMMIT")
    ids = [row[0] for row in db.execute("SELECT id FROM players ORDER BY id")]
    rows = [
        (1, pid, q, '{"choice":1}', "correct", 1.0, 10.0, 1234, 1_700_000_000_000 + q)
        for q in range(questions)
        for pid in ids
    ]
    start = time.perf_counter()
    for i in range(0, len(rows), batch):
        db.execute("BEGIN")
        db.executemany(
            "INSERT INTO answers (assignment_id, player_id, question, response_json, outcome, "
            "fraction, points, elapsed_ms, answered_at_ms) VALUES (?,?,?,?,?,?,?,?,?)",
            rows[i : i + batch],
        )
        db.execute("COMMIT")
    took = time.perf_counter() - start
    db.close()
    return took / len(rows)


if __name__ == "__main__":
    print(f"SQLite {sqlite3.sqlite_version}")
    for round_ in range(2):
        for name, script in VARIANTS.items():
            print(f"{name:40s} {run(sys.argv[1], script) * 1e6:5.1f} µs an answer")
