//! Pairings: FIDE Dutch Swiss (C.04.3), Baku acceleration, Berger round robins, the pairing checker and the random tournament generator.

pub mod berger;
