-- Event file, schema 5: the disputes at the board (issue 11). A recorded
-- dispute is a register entry ("dispute"); this table is its projection,
-- one row per entry, compared by `verify`. Drafts are working state, not
-- decisions: they are kept in a plain table outside the register.
CREATE TABLE dispute (
    seq       INTEGER PRIMARY KEY,
    round     INTEGER,
    board     INTEGER,
    arbiter   TEXT NOT NULL,
    at        TEXT NOT NULL,
    card      TEXT,
    verdict   TEXT NOT NULL,
    incident  INTEGER,
    precedent INTEGER,
    body      TEXT NOT NULL
) STRICT;
CREATE INDEX dispute_board ON dispute (round, board);

CREATE TABLE dispute_draft (
    id         INTEGER PRIMARY KEY,
    body       TEXT NOT NULL,
    updated_at TEXT NOT NULL
) STRICT;
