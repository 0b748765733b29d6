//! Tournament Report File (TRF-2026 and TRF16): the tournament model, reading and writing.
