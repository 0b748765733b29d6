-- Club archive, schema 1: precedents from many events, hash-chained, searchable.
CREATE TABLE meta (
    key   TEXT PRIMARY KEY,
    value TEXT NOT NULL
) STRICT;

CREATE TABLE register (
    seq       INTEGER PRIMARY KEY,
    kind      TEXT NOT NULL,
    body      TEXT NOT NULL,
    prev_hash TEXT NOT NULL,
    hash      TEXT NOT NULL UNIQUE,
    player    INTEGER GENERATED ALWAYS AS (json_extract(body, '$.player')) VIRTUAL,
    corrects  INTEGER GENERATED ALWAYS AS (json_extract(body, '$.corrects')) VIRTUAL
) STRICT;
CREATE INDEX register_kind_player ON register (kind, player);
CREATE INDEX register_corrects ON register (corrects);
CREATE TRIGGER register_no_update BEFORE UPDATE ON register
BEGIN
    SELECT RAISE(ABORT, 'register entries are append-only: record a correction instead');
END;
CREATE TRIGGER register_no_delete BEFORE DELETE ON register
BEGIN
    SELECT RAISE(ABORT, 'register entries are append-only: record a correction instead');
END;

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
