# Desempates FIDE (arbitro-tiebreaks, C.07).

tiebreaks-unknown-code = Desempate desconocido «{ $code }» (conocidos: { $known }).
tiebreaks-bad-modifier = Desempate «{ $code }»: { $detail }
tiebreaks-empty-list = La lista de desempates está vacía.
tiebreaks-invalid-event = Torneo incoherente: { $detail }
tiebreaks-not-for-round-robin = { $code } no se puede usar en un round robin (C.07, artículo 8).
tiebreaks-unknown-player = El jugador { $player } no está en el torneo.
