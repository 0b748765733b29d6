# The event file and the club archive (arbitro-store): refusals and errors.

store-round-no-board = Round { $round } has no board { $board }.
store-not-found = { $file }: no such file.
store-already-exists = { $file }: already exists (refusing to overwrite it).
store-not-sqlite = { $file }: not an arbitro file (not an SQLite database); the file was left untouched.
store-wrong-kind = { $file }: this is { $found }, not { $expected }; the file was left untouched.
store-corrupt = { $file }: the database is damaged ({ $detail }); it was left untouched — restore a backup with `arbitro restore`.
store-too-new = { $file }: written by a newer arbitro (schema { $found }, this version reads up to { $supported }); upgrade arbitro to open it — the file was left untouched.
store-sqlite = Database error: { $detail }
store-io = { $file }: { $problem }
store-invalid = Invalid { $what }: { $detail }
store-import = { $file }: { $problems }{ $more ->
    [0] {""}
   *[other] {" "}(and { $more } more problems)
  }; nothing was imported.
store-line-problem = line { $line }: { $detail }
store-line-field-problem = line { $line }: { $field }: { $detail }
store-unknown = { $detail }
store-refused = { $detail }
store-json = { $context }: { $detail }

## Late result corrections (late_results.rs)
store-late-result-needs-reason = Round { $next } is already paired: changing a result of round { $round } needs a reason, and is recorded in the register as a correction.
store-late-result-needs-arbiter = A correction names the arbiter who makes it.
store-late-result-unchanged = Round { $round }, board { $board } already has that result.

## Forbidden pairings (forbidden.rs)
store-forbidden-too-few = A forbidden pairing names at least two different players.
store-forbidden-unknown-player = No player with id { $id } in this event.
store-forbidden-rounds = Rounds { $first } to { $last }: the first round comes after the last.
