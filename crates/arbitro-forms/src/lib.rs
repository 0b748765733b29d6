//! The official forms as PDF, laid out from data files in forms/.
