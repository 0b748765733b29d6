-- Event file, schema 1: the call, players, rounds, games, the append-only register.
CREATE TABLE meta (
    key   TEXT PRIMARY KEY,
    value TEXT NOT NULL
) STRICT;

CREATE TABLE event (
    id         INTEGER PRIMARY KEY CHECK (id = 1),
    call       TEXT NOT NULL,
    created_at TEXT NOT NULL,
    updated_at TEXT NOT NULL
) STRICT;

CREATE TABLE call_history (
    id         INTEGER PRIMARY KEY,
    changed_at TEXT NOT NULL,
    call       TEXT NOT NULL
) STRICT;

CREATE TABLE player (
    id              INTEGER PRIMARY KEY,
    fide_id         INTEGER,
    name            TEXT NOT NULL,
    sex             TEXT,
    title           TEXT,
    rating          INTEGER NOT NULL DEFAULT 0,
    federation      TEXT,
    birth_date      TEXT,
    club            TEXT,
    first_round     INTEGER NOT NULL DEFAULT 1,
    withdrawn_after INTEGER,
    registered_at   TEXT NOT NULL,
    source          TEXT NOT NULL
) STRICT;
CREATE UNIQUE INDEX player_fide_id ON player (fide_id) WHERE fide_id IS NOT NULL;

CREATE TABLE bye_request (
    player_id    INTEGER NOT NULL REFERENCES player (id),
    round        INTEGER NOT NULL,
    kind         TEXT NOT NULL CHECK (kind IN ('H', 'F', 'Z')),
    requested_at TEXT NOT NULL,
    PRIMARY KEY (player_id, round)
) STRICT;

CREATE TABLE round (
    number            INTEGER PRIMARY KEY,
    status            TEXT NOT NULL CHECK (status IN ('paired', 'published')),
    system            TEXT NOT NULL,
    paired_at         TEXT NOT NULL,
    published_at      TEXT,
    chess960_seed     TEXT,
    chess960_position INTEGER,
    backup_file       TEXT
) STRICT;

CREATE TABLE game (
    round       INTEGER NOT NULL REFERENCES round (number),
    board       INTEGER NOT NULL,
    white       INTEGER NOT NULL REFERENCES player (id),
    black       INTEGER REFERENCES player (id),
    kind        TEXT,
    white_score INTEGER,
    black_score INTEGER,
    decided_by  TEXT,
    note        TEXT,
    entered_at  TEXT,
    PRIMARY KEY (round, board)
) STRICT;
CREATE INDEX game_white ON game (white);
CREATE INDEX game_black ON game (black);

CREATE TABLE pairing_edit (
    id       INTEGER PRIMARY KEY,
    round    INTEGER NOT NULL REFERENCES round (number),
    at       TEXT NOT NULL,
    arbiter  TEXT NOT NULL,
    kind     TEXT NOT NULL,
    reason   TEXT NOT NULL,
    before   TEXT NOT NULL,
    after    TEXT NOT NULL,
    warnings TEXT NOT NULL
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

CREATE TABLE backup_log (
    id             INTEGER PRIMARY KEY,
    at             TEXT NOT NULL,
    file           TEXT NOT NULL,
    reason         TEXT NOT NULL,
    round          INTEGER,
    register_count INTEGER NOT NULL,
    register_head  TEXT NOT NULL
) STRICT;
