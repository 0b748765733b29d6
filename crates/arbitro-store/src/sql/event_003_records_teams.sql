-- Event file, schema 3: each board's game record with its replay summary
-- (history kept: a replaced record stays, the newest is current), and the
-- teams of doubles/bughouse events with their matches.
CREATE TABLE board_record (
    id        INTEGER PRIMARY KEY,
    round     INTEGER NOT NULL,
    board     INTEGER NOT NULL,
    format    TEXT NOT NULL CHECK (format IN ('arbitro-game/1', 'pgn')),
    text      TEXT NOT NULL,
    summary   TEXT NOT NULL,
    source    TEXT NOT NULL,
    arbiter   TEXT NOT NULL,
    reason    TEXT,
    stored_at TEXT NOT NULL,
    replaces  INTEGER REFERENCES board_record (id)
) STRICT;
CREATE INDEX board_record_board ON board_record (round, board);

-- Schema 2 had a place for records but no way to fill it: carry over
-- whatever is there, unchecked (summary null until replayed).
INSERT INTO board_record (round, board, format, text, summary, source, arbiter, stored_at)
SELECT round, board,
       CASE WHEN json_valid(record) THEN 'arbitro-game/1' ELSE 'pgn' END,
       record, 'null', 'schema 2', '', stored_at
FROM game_record;
DROP TABLE game_record;

CREATE TABLE team (
    id            INTEGER PRIMARY KEY,
    name          TEXT NOT NULL UNIQUE,
    board1        INTEGER NOT NULL REFERENCES player (id),
    board2        INTEGER NOT NULL REFERENCES player (id),
    registered_at TEXT NOT NULL,
    CHECK (board1 <> board2)
) STRICT;
CREATE UNIQUE INDEX team_board1 ON team (board1);
CREATE UNIQUE INDEX team_board2 ON team (board2);

-- A team match of a doubles round: team_one plays White on board A and
-- Black on board B (bughouse convention); no team_two is the bye.
CREATE TABLE team_match (
    round      INTEGER NOT NULL REFERENCES round (number),
    number     INTEGER NOT NULL,
    team_one   INTEGER NOT NULL REFERENCES team (id),
    team_two   INTEGER REFERENCES team (id),
    board_a    INTEGER NOT NULL,
    board_b    INTEGER NOT NULL,
    decided_on TEXT CHECK (decided_on IN ('A', 'B')),
    PRIMARY KEY (round, number)
) STRICT;
