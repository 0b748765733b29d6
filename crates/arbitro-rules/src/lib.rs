//! The laws of chess for arbitro (FI-*, ON-*, F9-* clauses).
