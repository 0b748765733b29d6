# The arbitro command: verify, backup, restore (the event file as a whole).

cli-verify-intact = { $file }: register intact — { $entries ->
    [one] one register entry
   *[other] { $entries } register entries
  }, signed and chained; { $rows ->
    [one] one row of the tables
   *[other] { $rows } rows of the tables
  } recomputed from the register; { $backups ->
    [0] no backup
    [one] one backup
   *[other] { $backups } backups
  } checked. Head { $head }
cli-verify-not-intact = { $file }: register NOT intact — { $problems ->
    [one] one problem
   *[other] { $problems } problems
  }:
cli-verify-key = key { $key } ({ $label }): { $entries ->
    [one] one entry
   *[other] { $entries } entries
  } signed since entry { $introduced }
cli-verify-key-here = key { $key } ({ $label }, this installation): { $entries ->
    [one] one entry
   *[other] { $entries } entries
  } signed since entry { $introduced }
cli-verify-note = note: { $note }
cli-backup-written = backup written to { $file } (head { $head })
cli-backup-none = { $file }: no backups
cli-backup-ok = { $file } ({ $at }): head { $head }, verifies
cli-backup-other-line = { $file } ({ $at }): head { $head }, verifies, but the event's register no longer has that head (given up by a restore?)
cli-backup-not-intact = { $file } ({ $at }): head { $head }, does NOT verify — { $problems ->
    [one] one problem
   *[other] { $problems } problems
  }:
cli-backup-unreadable = { $file }: cannot be read — { $error }
cli-restore-done = { $file } restored from { $backup } (head { $head })
cli-restore-kept = the replaced file was kept as { $copy }
