# Formularios rellenados desde el torneo (arbitro-sheets).

sheets-not-found = { $detail }
sheets-refused = { $detail }
