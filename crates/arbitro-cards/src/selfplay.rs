//! Seeded self-play.
