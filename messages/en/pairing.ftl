# Pairings (arbitro-pairing): the FIDE Dutch Swiss system, Berger tables.

pairing-input = { $detail }
pairing-no-pairing = No legal pairing exists for round { $round }: { $detail }
pairing-too-large = Too large: { $detail }
pairing-berger-players = A round robin needs 3 to 24 players, not { $players }.
pairing-berger-round = Round { $round } does not exist: the schedule has { $rounds } rounds.
