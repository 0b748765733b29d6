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

## The signed register, verify, backups and restores.

store-no-config-dir = There is no configuration folder for this installation's signing key: set { $var }.
store-bad-installation-key = { $file }: not an arbitro installation key (the register's entries are signed with it); move it away to make a new one.
store-no-randomness = The system's random source failed ({ $detail }): no installation key could be made.
store-no-file-id = The file has no id (its metadata were removed).
store-tampered = { $file }: the event file was changed behind arbitro's back ({ $problem }); nothing was written. Run `arbitro verify` and restore a backup.
store-unrecorded = A change was not recorded in the register; nothing was written.
store-busy = { $file }: another program is writing to this file; try again in a moment.
store-busy-holder = { $file }: another program is writing to this file (process { $pid }, { $program }); try again when it has finished.
store-file-replaced = { $file }: the file was replaced by another program (a restore?) while it was open here; open it again.
store-round-paired-elsewhere = Round { $round } was paired by another process meanwhile; nothing was stored.
store-changed-while-pairing = The event changed while round { $round } was being paired (entry { $seq }, { $kind }); nothing was stored. Pair it again.
store-restore-onto-itself = { $file }: a file cannot be restored onto itself; nothing was changed.
store-backup-not-intact = { $file }: the backup does not verify ({ $problem }); it was not restored and nothing was changed.
store-unreadable = { $file }: cannot be read ({ $detail }); the file was left untouched.
store-bad-head = '{ $text }' is not a register head (COUNT:HASH or COUNT:HASH:KEY, as printed on the forms).

store-verify-entries-missing = entries { $from }–{ $to } are missing (deleted)
store-verify-broken-link = entry { $seq } does not link to the entry before it (an entry was deleted, inserted or rewritten)
store-verify-entry-edited = entry { $seq } ({ $kind }) was edited: its content no longer matches its hash
store-verify-bad-signature = entry { $seq } is not signed by the key it names ({ $key }): the register was recomputed without that key
store-verify-unknown-key = entry { $seq } names key { $key }, which no entry before it introduced
store-verify-key-mismatch = entry { $seq } introduces a key whose fingerprint is not its own
store-verify-unsigned = entry { $seq } is not signed although the register is
store-verify-nothing-signed = no entry of the register is signed: it was removed or rewritten behind arbitro's back
store-verify-bad-body = entry { $seq } is not a valid { $kind } entry ({ $detail })
store-verify-unknown-kind = entry { $seq } is of a kind arbitro does not write ({ $kind })
store-verify-bad-correction = entry { $seq } corrects entry { $target }, which is not an earlier entry of its kind
store-verify-head-mismatch = the file records { $recorded } entries but the register has { $found }: entries were removed or added behind arbitro's back
store-verify-replay-failed = the changes of entry { $seq } to table { $table } do not follow from the entries before it
store-verify-row-changed = table { $table }, row { $row }: { $column } is { $file } in the file but { $register } in the register
store-verify-row-added = table { $table }, row { $row }: no register entry wrote it
store-verify-row-removed = table { $table }, row { $row }: written by the register but missing from the file
store-verify-more-rows = table { $table }: { $more ->
    [one] one more row differs
   *[other] { $more } more rows differ
  }
store-verify-schema-changed = the file's { $kind ->
    [table] table
    [index] index
    [trigger] trigger
    [view] view
   *[other] object
  } { $name } is not what arbitro made (added, removed or altered)
store-verify-backup-log-head = the backup log lists { $file } at entry { $count }, which the register does not have
store-verify-backup-ahead = the backup { $file } holds { $count } entries that the register no longer has as they were
store-verify-backup-changed = the backup { $file } no longer holds entry { $count } as the backup log gives it: it was replaced or its register rewritten
store-verify-journal-head = this installation wrote entry { $count } ({ $hash }) at { $at }; the register no longer has it
store-verify-head-not-found = the register does not have the head { $head } written down earlier
store-verify-head-key = the head { $head } written down earlier was signed by another key ({ $found })

store-verify-note-unsigned = the file predates signed registers (schema { $schema }): only the hash chain was checked; open it once with this version to upgrade it
store-verify-note-baseline = the entries before entry { $seq } predate signed registers: the baseline entry { $seq } holds what they wrote
store-verify-note-backup-missing = the backup { $file } in the backup log is not where it was written
store-verify-note-backup-unreadable = the backup { $file } cannot be read
store-verify-note-backup-before-restore = the backup { $file } belongs to the line of the register given up by the restore of entry { $restore }
store-verify-note-backup-diverged = the backup { $file } and this file went separate ways after a common part (the backup was written to since, or it is of a copy)
store-verify-note-no-journal = this installation has not written to this file: no journal of its heads to check against
