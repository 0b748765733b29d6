# Archivos TRF (arbitro-trf).

trf-syntax = Línea { $line }, columna { $column }: { $detail }
trf-inconsistent = { $count ->
    [one] Un problema
   *[other] { $count } problemas
  }: { $problems }
trf-problem = Jugador { $player }: { $detail }
trf-problem-in-round = Jugador { $player }, ronda { $round }: { $detail }
trf-unwritable = No se puede escribir: { $detail }
