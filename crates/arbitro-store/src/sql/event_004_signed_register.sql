-- Event file, schema 4: every register entry is signed by the key of the
-- installation that wrote it and carries the rows its write changed (its
-- effects), from which `verify` recomputes every table. Entries written
-- before keep their columns empty; a `baseline` entry follows them with
-- every row the file had at the upgrade.
ALTER TABLE register ADD COLUMN schema INTEGER;
ALTER TABLE register ADD COLUMN key TEXT;
ALTER TABLE register ADD COLUMN signature TEXT;
ALTER TABLE register ADD COLUMN effects TEXT;
