//! `arbitro ratings generate` and `arbitro ratings bench`: fictitious lists
//! of FIDE's size and layout, and the import and lookup figures measured
//! on them (the real list is not needed to measure, nor redistributable).

use std::io::{BufWriter, Write};
use std::ops::ControlFlow;
use std::path::{Path, PathBuf};
use std::time::{Duration, Instant};

use arbitro_fide::{FidePlayer, Generator, ListDate, ListFormat, ListKind, write};
use arbitro_i18n::{Arg, Lang, render};
use arbitro_store::RatingsDb;
use arbitro_store::ratings::{ImportOptions, ImportPhase, PlayerQuery};

use crate::error::CliError;
use crate::say::Say;

/// The month written in generated lists' headers.
fn generated_month() -> ListDate {
    ListDate { year: 2026, month: 9 }
}

fn io(path: &Path) -> impl FnOnce(std::io::Error) -> CliError + '_ {
    move |source| CliError::Io {
        path: path.to_path_buf(),
        source,
    }
}

/// Writes a generated list of `players` to `output`; `sample` sees every
/// player written. Returns the file's size in bytes.
pub fn generate(
    output: &Path,
    players: usize,
    format: ListFormat,
    kind: ListKind,
    seed: u64,
    sample: &mut dyn FnMut(&FidePlayer),
) -> Result<u64, CliError> {
    let file = std::fs::File::create(output).map_err(io(output))?;
    let mut out = BufWriter::with_capacity(1 << 20, file);
    let generator = Generator::new(players, seed).inspect(|p| sample(p));
    let write_all = || -> std::io::Result<()> {
        match format {
            ListFormat::Txt => writeln!(out, "{}", write::txt_header(kind, generated_month()))?,
            ListFormat::Xml => {
                out.write_all(b"<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<playerslist>\n")?
            }
        }
        for player in generator {
            match format {
                ListFormat::Txt => writeln!(out, "{}", write::txt_line(&player, kind))?,
                ListFormat::Xml => out.write_all(write::xml_player(&player, kind).as_bytes())?,
            }
        }
        if format == ListFormat::Xml {
            out.write_all(b"</playerslist>\n")?;
        }
        out.flush()
    };
    write_all().map_err(io(output))?;
    Ok(std::fs::metadata(output).map_err(io(output))?.len())
}

/// Median and 99th percentile, in microseconds.
fn percentiles(times: &mut [Duration]) -> (u128, u128) {
    if times.is_empty() {
        return (0, 0);
    }
    times.sort();
    let at = |q: f64| times[((times.len() - 1) as f64 * q).round() as usize].as_micros();
    (at(0.5), at(0.99))
}

/// The process's peak resident memory in MiB (Linux), if known.
fn peak_memory_mib() -> Option<u64> {
    let status = std::fs::read_to_string("/proc/self/status").ok()?;
    let line = status.lines().find(|l| l.starts_with("VmHWM:"))?;
    let kib: u64 = line.split_whitespace().nth(1)?.parse().ok()?;
    Some(kib.div_ceil(1024))
}

/// Runs the benchmark and prints its figures.
pub fn run(
    lang: Lang,
    players: usize,
    format: ListFormat,
    lookups: usize,
    dir: Option<PathBuf>,
) -> Result<(), CliError> {
    let dir = dir.unwrap_or_else(|| {
        std::env::temp_dir().join(format!("arbitro-ratings-bench-{}", std::process::id()))
    });
    std::fs::create_dir_all(&dir).map_err(io(&dir))?;
    let list = dir.join(match format {
        ListFormat::Txt => "players_list_foa.txt",
        ListFormat::Xml => "players_list_xml_foa.xml",
    });
    let db_path = dir.join("fide-ratings.sqlite");
    let result = measure(lang, players, format, lookups, &list, &db_path);
    for file in [&list, &db_path] {
        let _ = std::fs::remove_file(file);
    }
    let _ = std::fs::remove_dir(&dir);
    result
}

fn measure(
    lang: Lang,
    players: usize,
    format: ListFormat,
    lookups: usize,
    list: &Path,
    db_path: &Path,
) -> Result<(), CliError> {
    let say = |code, args| println!("{}", render(lang, &Say(code, args)));
    // Generate, keeping every n-th player to look up afterwards.
    let every = (players / lookups.max(1)).max(1);
    let mut samples: Vec<(u64, String)> = Vec::with_capacity(lookups + 1);
    let mut n = 0usize;
    let started = Instant::now();
    let bytes = generate(list, players, format, ListKind::Combined, 1, &mut |p| {
        if n % every == every / 2 && samples.len() < lookups {
            samples.push((p.fide_id, p.name.clone()));
        }
        n += 1;
    })?;
    say(
        "ratings-bench-generated",
        vec![
            ("players", Arg::from(players)),
            ("megabytes", Arg::from(bytes.div_ceil(1 << 20))),
            ("seconds", Arg::from(started.elapsed().as_secs())),
            ("file", Arg::from(list.display().to_string())),
        ],
    );

    // Import, timing each phase.
    let _ = std::fs::remove_file(db_path);
    let mut phases: Vec<(ImportPhase, Instant)> = Vec::new();
    let started = Instant::now();
    let options = ImportOptions {
        rate: None,
        date: Some(generated_month()),
    };
    let report = RatingsDb::import(db_path, list, &options, &mut |p| {
        if phases.last().is_none_or(|(phase, _)| *phase != p.phase) {
            phases.push((p.phase, Instant::now()));
        }
        ControlFlow::Continue(())
    })?;
    let total = started.elapsed();
    let end = started + total;
    let spent = |wanted: ImportPhase| -> u128 {
        phases
            .iter()
            .enumerate()
            .filter(|(_, (phase, _))| *phase == wanted)
            .map(|(i, (_, at))| {
                phases
                    .get(i + 1)
                    .map_or(end, |next| next.1)
                    .duration_since(*at)
                    .as_millis()
            })
            .sum()
    };
    let db_bytes = std::fs::metadata(db_path).map(|m| m.len()).unwrap_or(0);
    say(
        "ratings-bench-imported",
        vec![
            ("players", Arg::from(report.list.players)),
            ("millis", Arg::from(total.as_millis() as u64)),
            ("reading", Arg::from(spent(ImportPhase::Reading) as u64)),
            ("sorting", Arg::from(spent(ImportPhase::Sorting) as u64)),
            ("indexing", Arg::from(spent(ImportPhase::Indexing) as u64)),
            ("checking", Arg::from(spent(ImportPhase::Checking) as u64)),
            ("replacing", Arg::from(spent(ImportPhase::Replacing) as u64)),
            ("megabytes", Arg::from(db_bytes.div_ceil(1 << 20))),
        ],
    );
    if let Some(mib) = peak_memory_mib() {
        say("ratings-bench-memory", vec![("megabytes", Arg::from(mib))]);
    }

    // Lookups on a freshly opened database.
    let started = Instant::now();
    let db = RatingsDb::open(db_path)?;
    say(
        "ratings-bench-open",
        vec![("micros", Arg::from(started.elapsed().as_micros() as u64))],
    );
    let time = |what: &'static str, queries: Vec<PlayerQuery>| -> Result<(), CliError> {
        let mut times = Vec::with_capacity(queries.len());
        for query in &queries {
            let started = Instant::now();
            let found = db.search(query)?;
            times.push(started.elapsed());
            if found.is_empty() {
                return Err(CliError::Internal(format!(
                    "the benchmark found nobody for '{}'",
                    query.name
                )));
            }
        }
        let (median, p99) = percentiles(&mut times);
        say(
            "ratings-bench-lookup",
            vec![
                ("what", Arg::boxed(Say(what, Vec::new()))),
                ("median", Arg::from(median as u64)),
                ("p99", Arg::from(p99 as u64)),
                ("count", Arg::from(times.len())),
            ],
        );
        Ok(())
    };
    let query = |name: String| PlayerQuery {
        name,
        federation: None,
        limit: Some(20),
    };
    time(
        "ratings-bench-by-id",
        samples.iter().map(|(id, _)| query(id.to_string())).collect(),
    )?;
    let surname = |name: &str| name.split(',').next().unwrap_or(name).trim().to_string();
    time(
        "ratings-bench-by-surname",
        samples.iter().map(|(_, name)| query(surname(name))).collect(),
    )?;
    time(
        "ratings-bench-by-full-name",
        samples.iter().map(|(_, name)| query(name.clone())).collect(),
    )?;
    let typed = |name: &str| {
        let (s, g) = name.split_once(", ").unwrap_or((name, ""));
        let two = |w: &str| w.chars().take(2).collect::<String>();
        format!("{} {}", two(s), two(g))
    };
    time(
        "ratings-bench-as-you-type",
        samples.iter().map(|(_, name)| query(typed(name))).collect(),
    )?;
    Ok(())
}
