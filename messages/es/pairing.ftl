# Emparejamientos (arbitro-pairing): sistema suizo holandés FIDE, Berger.

pairing-input = { $detail }
pairing-no-pairing = No existe ningún emparejamiento legal para la ronda { $round }: { $detail }
pairing-too-large = Demasiado grande: { $detail }
pairing-berger-players = Un round robin necesita de 3 a 24 jugadores, no { $players }.
pairing-berger-round = La ronda { $round } no existe: el calendario tiene { $rounds } rondas.
