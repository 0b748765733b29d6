# Forms filled from the event (arbitro-sheets).

sheets-not-found = { $detail }
sheets-refused = { $detail }
