//! Card chess: deck files, game state, the layered resolution engine with its trace, and game records.
