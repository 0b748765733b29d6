# La vista en directo en la red de la sala (arbitro-serve).
