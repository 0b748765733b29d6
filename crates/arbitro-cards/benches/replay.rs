//! Replay benchmark (filled in below).
fn main() {}
