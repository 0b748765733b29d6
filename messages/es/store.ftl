# El archivo del torneo (arbitro-store): negativas y errores.

store-round-no-board = La ronda { $round } no tiene tablero { $board }.
