//! One module per area; each turns parsed arguments into one core call and
//! prints the result.

pub mod board;
pub mod cards;
pub mod deck_history;
pub mod demo;
pub mod discipline;
pub mod dispute;
pub mod event;
pub mod event_import;
pub mod files;
pub mod forms;
pub mod game;
pub mod input;
pub mod manual;
pub mod pairing;
pub mod pgn_bench;
pub mod player;
pub mod precedent;
pub mod publish;
pub mod ratings;
mod ratings_bench;
pub mod replay;
pub mod round;
// `arbitro pair --round-robin N` (see `pairing`).
pub mod round_robin;
pub mod rules;
pub mod serve;
pub mod standings;
pub mod team;
