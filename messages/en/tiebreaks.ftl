# FIDE tie-breaks (arbitro-tiebreaks, C.07).

tiebreaks-unknown-code = Unknown tie-break “{ $code }” (known: { $known }).
tiebreaks-bad-modifier = Tie-break “{ $code }”: { $detail }
tiebreaks-empty-list = The tie-break list is empty.
tiebreaks-invalid-event = Inconsistent event: { $detail }
tiebreaks-not-for-round-robin = { $code } must not be used in a round robin (C.07 article 8).
tiebreaks-unknown-player = Player { $player } is not in the event.
