//! Chess clocks: time controls, increments, flag fall, pauses and arbiter adjustments.
