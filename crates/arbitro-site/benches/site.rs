//! Site generation benchmark.

fn main() {}
