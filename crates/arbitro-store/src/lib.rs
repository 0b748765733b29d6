//! The event file and the club archive (SQLite): the only place with SQL.
