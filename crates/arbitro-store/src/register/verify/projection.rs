//! The projection: every entry's effects replayed, in order, into an empty
//! file of the same schema (and the derived tables rebuilt from the
//! bodies); each table, and the schema itself, must then be the file's,
//! row for row.

use std::collections::BTreeSet;

use rusqlite::Connection;
use rusqlite::types::ValueRef;

use super::{Row, VerifyReport};
use crate::db::FileKind;
use crate::error::Result;
use crate::register::effects::{self, ApplyProblem};
use crate::register::{Kinds, VerifyProblem, find};

/// Problems listed per table before the rest are counted.
const ROWS_LISTED: usize = 5;

/// The key columns of a compared table, for messages.
fn key_text(names: &[String], values: &[String]) -> String {
    names
        .iter()
        .zip(values)
        .map(|(n, v)| format!("{n}={v}"))
        .collect::<Vec<_>>()
        .join(", ")
}

fn value_text(v: ValueRef<'_>) -> String {
    match v {
        ValueRef::Null => "NULL".to_string(),
        ValueRef::Integer(i) => i.to_string(),
        ValueRef::Real(f) => f.to_string(),
        ValueRef::Text(t) => String::from_utf8_lossy(t).to_string(),
        ValueRef::Blob(b) => format!("<{} bytes>", b.len()),
    }
}

/// A value as a message shows it: a long text cut around where it first
/// differs from `other`, so that the difference is what is seen.
fn shown(text: &str, other: &str) -> String {
    const WIDTH: usize = 48;
    let chars: Vec<char> = text.chars().collect();
    if chars.len() <= WIDTH {
        return text.to_string();
    }
    let first_difference = text
        .chars()
        .zip(other.chars())
        .position(|(a, b)| a != b)
        .unwrap_or(chars.len().min(other.chars().count()));
    let start = first_difference
        .saturating_sub(WIDTH / 3)
        .min(chars.len() - WIDTH);
    let end = start + WIDTH;
    let mut out = String::new();
    if start > 0 {
        out.push('…');
    }
    out.extend(&chars[start..end]);
    if end < chars.len() {
        out.push('…');
    }
    out
}

pub(super) fn check_projection(
    conn: &Connection,
    kind: FileKind,
    kinds: Kinds,
    schema: i64,
    rows: &[Row],
    report: &mut VerifyReport,
) -> Result<()> {
    let first = rows
        .iter()
        .filter_map(|r| r.schema)
        .next()
        .unwrap_or(schema)
        .max(kind.signed_since());
    effects::migrate_replay(conn, kind, 0, first)?;
    let mut version = first;
    for r in rows {
        if let Some(s) = r.schema
            && s > version
        {
            effects::migrate_replay(conn, kind, version, s)?;
            version = s;
        }
        if r.schema.is_some()
            && let Some(fx) = &r.effects
            && let Err(p) = effects::apply(conn, kind, fx)
        {
            report.problems.push(VerifyProblem::ReplayFailed {
                seq: r.seq,
                table: match p {
                    ApplyProblem::Malformed => "?".to_string(),
                    ApplyProblem::Table(t) | ApplyProblem::Conflict(t) => t,
                },
            });
        }
        if let Some(k) = find(kinds, &r.kind)
            && let Some(derive) = &k.derive
            && (derive.rebuild)(conn, &r.entry).is_err()
        {
            report.problems.push(VerifyProblem::ReplayFailed {
                seq: r.seq,
                table: derive.tables.first().map_or("?", |t| t.0).to_string(),
            });
        }
    }
    if schema > version {
        effects::migrate_replay(conn, kind, version, schema)?;
    }
    compare_schema(conn, report)?;
    for table in kind.projected_tables() {
        let s = effects::shape(conn, "main", table)?;
        let select = format!(
            "SELECT {} FROM {{db}}.{table}",
            s.columns
                .iter()
                .map(|c| format!("\"{c}\""))
                .collect::<Vec<_>>()
                .join(", ")
        );
        compare_rows(conn, table, &select, &s.key, report)?;
    }
    let derived = kinds
        .iter()
        .flat_map(|list| list.iter())
        .filter_map(|k| k.derive.as_ref());
    for derive in derived {
        for (table, select, key) in derive.tables {
            compare_rows(conn, table, select, &[key.to_string()], report)?;
        }
    }
    Ok(())
}

/// The file's tables, indexes and triggers must be those its migrations made.
fn compare_schema(conn: &Connection, report: &mut VerifyReport) -> Result<()> {
    let objects = |db: &str| -> Result<BTreeSet<(String, String, String)>> {
        let mut stmt = conn.prepare(&format!(
            "SELECT type, name, COALESCE(sql, '') FROM {db}.sqlite_master WHERE name NOT LIKE 'sqlite_%'"
        ))?;
        let rows = stmt.query_map([], |r| Ok((r.get(0)?, r.get(1)?, r.get(2)?)))?;
        Ok(rows.collect::<rusqlite::Result<_>>()?)
    };
    let expected = objects("main")?;
    let found = objects("file")?;
    for (kind, name, _) in expected.symmetric_difference(&found) {
        schema_changed(report, kind, name);
    }
    Ok(())
}

fn schema_changed(report: &mut VerifyReport, kind: &str, name: &str) {
    let problem = VerifyProblem::SchemaChanged {
        kind: kind.to_string(),
        name: name.to_string(),
    };
    if !report.problems.contains(&problem) {
        report.problems.push(problem);
    }
}

/// Compares one table as the register wrote it (`main`) with the file's.
fn compare_rows(
    conn: &Connection,
    table: &str,
    select: &str,
    key: &[String],
    report: &mut VerifyReport,
) -> Result<()> {
    let of = |db: &str| select.replace("{db}", db);
    let count: i64 = match conn.query_row(&format!("SELECT COUNT(*) FROM ({})", of("main")), [], |r| {
        r.get(0)
    }) {
        Ok(n) => n,
        Err(_) => return Ok(()),
    };
    report.rows += count;
    let keys_of = |a: &str, b: &str| -> Result<Vec<Vec<String>>> {
        let cols = key
            .iter()
            .map(|k| format!("\"{k}\""))
            .collect::<Vec<_>>()
            .join(", ");
        let sql = format!("SELECT {cols} FROM ({} EXCEPT {}) ORDER BY {cols}", of(a), of(b));
        let mut stmt = match conn.prepare(&sql) {
            Ok(s) => s,
            Err(_) => {
                return Ok(Vec::new());
            }
        };
        let rows = stmt.query_map([], |r| {
            (0..key.len()).map(|i| Ok(value_text(r.get_ref(i)?))).collect()
        })?;
        Ok(rows.collect::<rusqlite::Result<_>>()?)
    };
    let key_select =
        |a: &str, b: &str| -> bool { conn.prepare(&format!("{} EXCEPT {}", of(a), of(b))).is_err() };
    if key_select("file", "main") {
        schema_changed(report, "table", table);
        return Ok(());
    }
    let in_file = keys_of("file", "main")?;
    let in_register = keys_of("main", "file")?;
    if in_file.is_empty() && in_register.is_empty() {
        return Ok(());
    }
    let file_keys: BTreeSet<&Vec<String>> = in_file.iter().collect();
    let register_keys: BTreeSet<&Vec<String>> = in_register.iter().collect();
    let mut listed = 0usize;
    let mut more = 0i64;
    // In the tables' key order: the file's rows, then those only the register has.
    let all = in_file
        .iter()
        .chain(in_register.iter().filter(|k| !file_keys.contains(k)));
    for k in all {
        if listed >= ROWS_LISTED {
            more += 1;
            continue;
        }
        listed += 1;
        let row = key_text(key, k);
        let problem = match (file_keys.contains(k), register_keys.contains(k)) {
            (true, true) => changed_column(conn, &of("file"), &of("main"), key, k)?
                .map(|(column, file, register)| VerifyProblem::RowChanged {
                    table: table.to_string(),
                    row: row.clone(),
                    column,
                    file,
                    register,
                })
                .unwrap_or(VerifyProblem::RowAdded {
                    table: table.to_string(),
                    row,
                }),
            (true, false) => VerifyProblem::RowAdded {
                table: table.to_string(),
                row,
            },
            _ => VerifyProblem::RowRemoved {
                table: table.to_string(),
                row,
            },
        };
        report.problems.push(problem);
    }
    if more > 0 {
        report.problems.push(VerifyProblem::MoreRows {
            table: table.to_string(),
            more,
        });
    }
    Ok(())
}

/// The first column of the row with key `k` that differs between two selects.
fn changed_column(
    conn: &Connection,
    file_select: &str,
    register_select: &str,
    key: &[String],
    k: &[String],
) -> Result<Option<(String, String, String)>> {
    let fetch = |select: &str| -> Result<Option<Vec<(String, String)>>> {
        let mut stmt = conn.prepare(select)?;
        let names: Vec<String> = stmt.column_names().iter().map(|s| s.to_string()).collect();
        let mut rows = stmt.query([])?;
        while let Some(r) = rows.next()? {
            let values: Vec<String> = (0..names.len())
                .map(|i| r.get_ref(i).map(value_text))
                .collect::<rusqlite::Result<_>>()?;
            let matches = key.iter().zip(k).all(|(kc, kv)| {
                names
                    .iter()
                    .position(|n| n == kc)
                    .is_some_and(|i| values[i] == *kv)
            });
            if matches {
                return Ok(Some(names.iter().cloned().zip(values).collect()));
            }
        }
        Ok(None)
    };
    let (Some(a), Some(b)) = (fetch(file_select)?, fetch(register_select)?) else {
        return Ok(None);
    };
    Ok(a.into_iter()
        .zip(b)
        .find(|((_, x), (_, y))| x != y)
        .map(|((name, x), (_, y))| (name, shown(&x, &y), shown(&y, &x))))
}
