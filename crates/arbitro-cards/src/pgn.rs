//! PGN export and import of card games.
