-- Event file, schema 2: per-board records (deck checks, clocks, game records)
-- and the precedent search index.
CREATE TABLE deck_check (
    id            INTEGER PRIMARY KEY,
    round         INTEGER NOT NULL,
    board         INTEGER NOT NULL,
    deck_id       TEXT NOT NULL,
    deck_version  TEXT NOT NULL,
    expected      INTEGER NOT NULL,
    counted       INTEGER NOT NULL,
    missing       TEXT NOT NULL,
    damaged       TEXT NOT NULL,
    marked        TEXT NOT NULL,
    replaced      TEXT NOT NULL,
    complete      INTEGER NOT NULL CHECK (complete IN (0, 1)),
    checker       TEXT NOT NULL,
    checked_at    TEXT NOT NULL,
    notes         TEXT NOT NULL DEFAULT ''
) STRICT;
CREATE INDEX deck_check_board ON deck_check (round, board);

CREATE TABLE clock_event (
    round       INTEGER NOT NULL,
    board       INTEGER NOT NULL,
    seq         INTEGER NOT NULL,
    at_ms       INTEGER NOT NULL,
    event       TEXT NOT NULL,
    recorded_at TEXT NOT NULL,
    arbiter     TEXT,
    note        TEXT,
    PRIMARY KEY (round, board, seq)
) STRICT;

CREATE TABLE game_record (
    round      INTEGER NOT NULL,
    board      INTEGER NOT NULL,
    record     TEXT NOT NULL,
    stored_at  TEXT NOT NULL,
    PRIMARY KEY (round, board)
) STRICT;

CREATE TABLE precedent_key (
    seq         INTEGER PRIMARY KEY REFERENCES register (seq),
    uid         TEXT NOT NULL,
    fingerprint TEXT NOT NULL
) STRICT;
CREATE INDEX precedent_key_uid ON precedent_key (uid);
CREATE UNIQUE INDEX precedent_key_fingerprint ON precedent_key (fingerprint);

CREATE VIRTUAL TABLE precedent_fts USING fts5 (
    card_code, situation, decision, clauses, event, arbiter,
    tokenize = 'unicode61 remove_diacritics 2'
);

CREATE TABLE import_log (
    id         INTEGER PRIMARY KEY,
    at         TEXT NOT NULL,
    source     TEXT NOT NULL,
    imported   INTEGER NOT NULL,
    duplicates INTEGER NOT NULL,
    conflicts  INTEGER NOT NULL
) STRICT;
