-- Club archive, schema 2: signed register entries with their effects (as
-- the event file's schema 4).
ALTER TABLE register ADD COLUMN schema INTEGER;
ALTER TABLE register ADD COLUMN key TEXT;
ALTER TABLE register ADD COLUMN signature TEXT;
ALTER TABLE register ADD COLUMN effects TEXT;
