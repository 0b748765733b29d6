//! The effects of a register entry: the rows of the file's tables that the
//! write recording it inserted, updated or deleted, in order.
//!
//! A writer's connection carries temporary triggers (they exist only in that
//! connection, never in the file) on every projected table; each change is
//! noted as `["table", "i"|"u"|"d", KEY, ROW]` (KEY: the primary key before an
//! update or a delete; ROW: every column after an insert or an update). When
//! an entry is recorded it takes the changes noted since the entry before.
//! A change made by any other connection — `sqlite3`, another program — is
//! noted nowhere, so the tables no longer are what the register says.
//!
//! Replaying the effects of every entry, in order, into an empty file gives
//! the tables back: that is what `verify` compares with the file.

use rusqlite::types::Value;
use rusqlite::{Connection, params_from_iter};
use serde_json::Value as Json;

use crate::db::FileKind;
use crate::error::{Result, StoreError};

/// A table's columns and which of them make its primary key.
pub(crate) struct TableShape {
    /// Column names, in order.
    pub columns: Vec<String>,
    /// The primary key's columns (the rowid for tables without one).
    pub key: Vec<String>,
}

/// The shape of `db.table`.
pub(crate) fn shape(conn: &Connection, db: &str, table: &str) -> Result<TableShape> {
    let mut stmt = conn.prepare(&format!(
        "SELECT name, pk FROM {db}.pragma_table_info(?1) ORDER BY cid"
    ))?;
    let rows: Vec<(String, i64)> = stmt
        .query_map([table], |r| Ok((r.get(0)?, r.get(1)?)))?
        .collect::<rusqlite::Result<_>>()?;
    let mut key: Vec<(i64, String)> = rows
        .iter()
        .filter(|(_, pk)| *pk > 0)
        .map(|(n, pk)| (*pk, n.clone()))
        .collect();
    key.sort();
    Ok(TableShape {
        columns: rows.into_iter().map(|(n, _)| n).collect(),
        key: key.into_iter().map(|(_, n)| n).collect(),
    })
}

fn json_object(prefix: &str, columns: &[String]) -> String {
    let pairs: Vec<String> = columns
        .iter()
        .map(|c| format!("'{c}', {prefix}.\"{c}\""))
        .collect();
    format!("json_object({})", pairs.join(", "))
}

/// Installs the capture triggers on this connection (once).
pub(crate) fn install_capture(conn: &Connection, kind: FileKind) -> Result<()> {
    let installed: bool = conn
        .prepare_cached("SELECT 1 FROM temp.sqlite_master WHERE name = 'arbitro_capture'")?
        .exists([])?;
    if installed {
        return Ok(());
    }
    let mut sql =
        String::from("CREATE TEMP TABLE arbitro_capture (n INTEGER PRIMARY KEY, change TEXT NOT NULL);\n");
    for table in kind.projected_tables() {
        let s = shape(conn, "main", table)?;
        let key = if s.key.is_empty() {
            vec!["rowid".to_string()]
        } else {
            s.key.clone()
        };
        let new_row = json_object("NEW", &s.columns);
        let old_key = json_object("OLD", &key);
        sql.push_str(&format!(
            "CREATE TEMP TRIGGER arbitro_capture_{table}_i AFTER INSERT ON main.{table} BEGIN
               INSERT INTO arbitro_capture (change) VALUES (json_array('{table}', 'i', NULL, {new_row}));
             END;
             CREATE TEMP TRIGGER arbitro_capture_{table}_u AFTER UPDATE ON main.{table} BEGIN
               INSERT INTO arbitro_capture (change) VALUES (json_array('{table}', 'u', {old_key}, {new_row}));
             END;
             CREATE TEMP TRIGGER arbitro_capture_{table}_d AFTER DELETE ON main.{table} BEGIN
               INSERT INTO arbitro_capture (change) VALUES (json_array('{table}', 'd', {old_key}, NULL));
             END;\n"
        ));
    }
    conn.execute_batch(&sql)?;
    Ok(())
}

/// The changes noted since the last call, as the effects text (`None`: no change).
pub(crate) fn take_captured(conn: &Connection) -> Result<Option<String>> {
    let mut stmt = conn.prepare_cached("SELECT change FROM temp.arbitro_capture ORDER BY n")?;
    let changes: Vec<String> = stmt
        .query_map([], |r| r.get(0))?
        .collect::<rusqlite::Result<_>>()?;
    if changes.is_empty() {
        return Ok(None);
    }
    conn.prepare_cached("DELETE FROM temp.arbitro_capture")?
        .execute([])?;
    Ok(Some(format!("[{}]", changes.join(","))))
}

/// Whether changes are noted that no entry took.
pub(crate) fn pending(conn: &Connection) -> Result<bool> {
    Ok(conn
        .prepare_cached("SELECT 1 FROM temp.arbitro_capture LIMIT 1")?
        .exists([])?)
}

/// Every row of the projected tables as the effects of one entry (the
/// baseline of a file upgraded from before effects were kept).
pub(crate) fn every_row(conn: &Connection, kind: FileKind) -> Result<Option<String>> {
    let mut changes = Vec::new();
    for table in kind.projected_tables() {
        let s = shape(conn, "main", table)?;
        let order = if s.key.is_empty() {
            "rowid".to_string()
        } else {
            s.key.join(", ")
        };
        let sql = format!(
            "SELECT json_array('{table}', 'i', NULL, {}) FROM main.{table} ORDER BY {order}",
            json_object(table, &s.columns)
        );
        let mut stmt = conn.prepare(&sql)?;
        let rows = stmt.query_map([], |r| r.get::<_, String>(0))?;
        for row in rows {
            changes.push(row?);
        }
    }
    Ok((!changes.is_empty()).then(|| format!("[{}]", changes.join(","))))
}

fn to_sql(v: &Json) -> Value {
    match v {
        Json::Null => Value::Null,
        Json::Bool(b) => Value::Integer(i64::from(*b)),
        Json::Number(n) => match n.as_i64() {
            Some(i) => Value::Integer(i),
            None => Value::Real(n.as_f64().unwrap_or(0.0)),
        },
        Json::String(s) => Value::Text(s.clone()),
        other => Value::Text(other.to_string()),
    }
}

/// Why an entry's effects cannot be replayed.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) enum ApplyProblem {
    /// The effects are not the JSON they should be.
    Malformed,
    /// A change names a table that is not projected.
    Table(String),
    /// An insert met an existing row, or an update or delete found none.
    Conflict(String),
}

/// One noted change: table, operation, key before, row after.
type Change = (String, String, Option<Row>, Option<Row>);

/// A row (or key) as the triggers note it: column name to value.
type Row = serde_json::Map<String, Json>;

/// Replays one entry's effects into `conn` (the replay database).
pub(crate) fn apply(conn: &Connection, kind: FileKind, effects: &str) -> Result<(), ApplyProblem> {
    let changes: Vec<Change> = serde_json::from_str(effects).map_err(|_| ApplyProblem::Malformed)?;
    for (table, op, key, row) in &changes {
        if !kind.projected_tables().contains(&table.as_str()) {
            return Err(ApplyProblem::Table(table.clone()));
        }
        let conflict = || ApplyProblem::Conflict(table.clone());
        let changed = match (op.as_str(), key, row) {
            ("i", _, Some(row)) => {
                let cols: Vec<&String> = row.keys().collect();
                let sql = format!(
                    "INSERT INTO main.{table} ({}) VALUES ({})",
                    cols.iter()
                        .map(|c| format!("\"{c}\""))
                        .collect::<Vec<_>>()
                        .join(", "),
                    vec!["?"; cols.len()].join(", ")
                );
                let mut stmt = conn.prepare_cached(&sql).map_err(|_| conflict())?;
                stmt.execute(params_from_iter(row.values().map(to_sql)))
                    .map_err(|_| conflict())?
            }
            ("u", Some(key), Some(row)) => {
                let sets: Vec<String> = row.keys().map(|c| format!("\"{c}\" = ?")).collect();
                let wheres: Vec<String> = key.keys().map(|c| format!("\"{c}\" IS ?")).collect();
                let sql = format!(
                    "UPDATE main.{table} SET {} WHERE {}",
                    sets.join(", "),
                    wheres.join(" AND ")
                );
                let mut stmt = conn.prepare_cached(&sql).map_err(|_| conflict())?;
                stmt.execute(params_from_iter(row.values().chain(key.values()).map(to_sql)))
                    .map_err(|_| conflict())?
            }
            ("d", Some(key), None) => {
                let wheres: Vec<String> = key.keys().map(|c| format!("\"{c}\" IS ?")).collect();
                let sql = format!("DELETE FROM main.{table} WHERE {}", wheres.join(" AND "));
                let mut stmt = conn.prepare_cached(&sql).map_err(|_| conflict())?;
                stmt.execute(params_from_iter(key.values().map(to_sql)))
                    .map_err(|_| conflict())?
            }
            _ => return Err(ApplyProblem::Malformed),
        };
        if changed != 1 {
            return Err(conflict());
        }
    }
    Ok(())
}

/// Runs the SQL migrations `from+1..=to` on the replay database, as the file ran them.
pub(crate) fn migrate_replay(conn: &Connection, kind: FileKind, from: i64, to: i64) -> Result<()> {
    for (i, m) in kind.migrations().iter().enumerate() {
        let version = i as i64 + 1;
        if version > from && version <= to {
            match m.step {
                crate::db::Step::Sql(sql) => conn.execute_batch(sql).map_err(StoreError::Sqlite)?,
            }
        }
    }
    conn.pragma_update(None, "user_version", to)?;
    Ok(())
}
