# The live view on the venue network (arbitro-serve).
