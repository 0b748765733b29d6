-- Player database, schema 2: names searched as arbitro_text::fold writes
-- them (accents, ø, ł, ß, æ, đ, apostrophes and hyphens aside), so that
-- "sorensen" finds "Sørensen" and "obrien" finds "O'Brien", and the other
-- way round; the entries the list gives without a name are counted.
-- Each import writes a new file at the newest version: this step runs on
-- an empty file only (an older file is refused, "import the list again").

-- The folded name and, when apostrophes join its words, the name with them
-- parted ("obrien sean o brien sean"); its first word is the surname's.
ALTER TABLE player ADD COLUMN search TEXT NOT NULL DEFAULT '';

-- The folded words sorted ("popov sean"): a search for exactly a name's
-- words, in any order, finds it first, through the index `player_match_key`
-- that the import builds after the rows (as it builds the name index).
ALTER TABLE player ADD COLUMN match_key TEXT NOT NULL DEFAULT '';

-- Entries without a name (kept, so that their FIDE ID can be registered).
ALTER TABLE list ADD COLUMN nameless INTEGER NOT NULL DEFAULT 0;

DROP TABLE player_name;
CREATE VIRTUAL TABLE player_name USING fts5(
    search,
    content = 'player',
    content_rowid = 'seq',
    tokenize = 'unicode61 remove_diacritics 2',
    prefix = '1 2 3'
);
