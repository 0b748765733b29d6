-- Event file, schema 6: the pairing numbers of a tournament imported from a
-- TRF (its 001 records' starting ranks). They stand instead of the ranking
-- order, so that the rounds the file brought keep the numbers they were
-- paired with; players entered after the import take the next numbers.
CREATE TABLE imported_number (
    player_id INTEGER PRIMARY KEY REFERENCES player (id),
    number    INTEGER NOT NULL UNIQUE
) STRICT;
