# Relojes (arbitro-clock).

clock-unknown-side = Color desconocido «{ $side }» (se espera blancas o negras).
clock-time-went-backwards = Un evento a { $at } es anterior al evento previo, a { $last }.
clock-already-started = Los relojes ya están en marcha.
clock-not-started = Los relojes no se han puesto en marcha.
clock-not-running = El reloj de { $side } no está en marcha.
clock-paused = Los relojes están parados.
clock-not-paused = Los relojes no están parados.
clock-flag-fallen = Cayó la bandera de { $side } a { $at }.
clock-stopped = Los relojes se pararon al terminar la partida.
clock-adjustment-below-zero = No se pueden quitar { $removed } a { $side }: solo le quedan { $remaining }.
clock-event = Evento de reloj { $event }: { $reason }
clock-control-empty = El ritmo de juego está vacío.
clock-control-bad-period = Periodo { $period } del ritmo «{ $text }»: { $detail }
clock-control-open-period-not-last = El periodo { $period } no tiene número de jugadas pero no es el último.
clock-control-last-period-has-moves = El último periodo tiene número de jugadas; añada un periodo final para el resto de la partida.
clock-control-no-time = El primer periodo no da tiempo.
