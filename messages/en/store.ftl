# The event file (arbitro-store): refusals and errors.

store-round-no-board = Round { $round } has no board { $board }.
