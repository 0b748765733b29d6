//! FIDE tie-breaks (C.07) and standings.
