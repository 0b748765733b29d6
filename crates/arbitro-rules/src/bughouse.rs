//! Bughouse ("pasapiezas", AM-R3, AM-R13).
