-- Player database, schema 1: one FIDE rating list, searchable by name.
-- The file is written once, by an import, and then only read.

-- The list this file holds (one row).
CREATE TABLE list (
    id           INTEGER PRIMARY KEY CHECK (id = 1),
    date         TEXT NOT NULL,    -- YYYY-MM
    date_source  TEXT NOT NULL,    -- header | file-name | given | file-time
    format       TEXT NOT NULL,    -- txt | xml
    rates        TEXT NOT NULL,    -- comma-separated: standard,rapid,blitz
    file         TEXT NOT NULL,    -- the list's file name
    file_bytes   INTEGER NOT NULL,
    file_sha256  TEXT NOT NULL,
    imported_at  TEXT NOT NULL,
    players      INTEGER NOT NULL,
    skipped      INTEGER NOT NULL
) STRICT;

-- Lines of the list that were skipped, with their problem (JSON), the
-- first ones only when there are very many.
CREATE TABLE skipped (
    line    INTEGER PRIMARY KEY,
    problem TEXT NOT NULL
) STRICT;

-- One row per player; `seq` follows name order, so that name searches come
-- out alphabetically without sorting.
CREATE TABLE player (
    seq           INTEGER PRIMARY KEY,
    fide_id       INTEGER NOT NULL UNIQUE,
    name          TEXT NOT NULL,
    federation    TEXT NOT NULL,
    sex           TEXT CHECK (sex IN ('M', 'F')),
    title         TEXT,
    women_title   TEXT,
    other_titles  TEXT,
    foa_title     TEXT,
    std_rating    INTEGER,
    std_games     INTEGER,
    std_k         INTEGER,
    rapid_rating  INTEGER,
    rapid_games   INTEGER,
    rapid_k       INTEGER,
    blitz_rating  INTEGER,
    blitz_games   INTEGER,
    blitz_k       INTEGER,
    birth_year    INTEGER,
    inactive      INTEGER NOT NULL,
    line          INTEGER NOT NULL
) STRICT;

-- Name search: words without accents or case, prefixes of one to three
-- characters indexed for search-as-you-type. Filled after the players.
CREATE VIRTUAL TABLE player_name USING fts5(
    name,
    content = 'player',
    content_rowid = 'seq',
    tokenize = 'unicode61 remove_diacritics 2',
    prefix = '1 2 3'
);
