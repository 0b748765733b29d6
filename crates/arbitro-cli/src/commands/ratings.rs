//! `arbitro ratings …`: the player database (the FIDE rating list) —
//! import a list FIDE distributes (TXT or XML) with progress, see which
//! list is loaded, search by name, show a player, and the benchmark's
//! generated lists. Registering into an event is `arbitro player add
//! EVENT --fide ID` (see `player`).

use std::io::{IsTerminal, Write};
use std::ops::ControlFlow;
use std::path::{Path, PathBuf};
use std::process::ExitCode;

use arbitro_fide::{FidePlayer, ListDate, ListFormat, ListKind, Rate};
use arbitro_i18n::{Arg, Lang, render};
use arbitro_store::ratings::{ImportOptions, ImportProgress, MonthLabel, NameMatch, PlayerQuery, RateLabel};
use arbitro_store::{Event, RatingsDb};
use clap::{Args as ClapArgs, Subcommand, ValueEnum};

use crate::error::CliError;
use crate::say::{Say, print_json};

/// Options every player-database command takes.
#[derive(Debug, ClapArgs)]
pub struct DbOptions {
    /// The player database (default: `ARBITRO_RATINGS_DB`, else
    /// `arbitro/fide-ratings.sqlite` in the user's data folder).
    #[arg(long, global = true)]
    pub db: Option<PathBuf>,
    /// Print JSON instead of text.
    #[arg(long, global = true)]
    pub json: bool,
}

impl DbOptions {
    /// The database's path.
    pub fn path(&self) -> Result<PathBuf, CliError> {
        match &self.db {
            Some(path) => Ok(path.clone()),
            None => Ok(RatingsDb::default_path()?),
        }
    }

    /// The language to speak: the run's (`--lang`, else the locale).
    pub fn lang(&self) -> Lang {
        crate::say::lang()
    }
}

/// Arguments of `arbitro ratings`.
#[derive(Debug, ClapArgs)]
pub struct RatingsArgs {
    /// What to do.
    #[command(subcommand)]
    pub command: RatingsCommand,
    #[command(flatten)]
    options: DbOptions,
}

/// A rate of play on the command line.
#[derive(Debug, Clone, Copy, PartialEq, Eq, ValueEnum)]
pub enum RateArg {
    /// Standard.
    Standard,
    /// Rapid.
    Rapid,
    /// Blitz.
    Blitz,
}

impl From<RateArg> for Rate {
    fn from(rate: RateArg) -> Rate {
        match rate {
            RateArg::Standard => Rate::Standard,
            RateArg::Rapid => Rate::Rapid,
            RateArg::Blitz => Rate::Blitz,
        }
    }
}

/// A list layout on the command line.
#[derive(Debug, Clone, Copy, PartialEq, Eq, ValueEnum)]
pub enum FormatArg {
    /// Fixed-width text.
    Txt,
    /// XML.
    Xml,
}

fn parse_month(text: &str) -> Result<ListDate, String> {
    ListDate::parse(text).ok_or_else(|| format!("'{text}': YYYY-MM"))
}

/// `arbitro ratings` subcommands.
#[derive(Debug, Subcommand)]
pub enum RatingsCommand {
    /// Import a FIDE rating list (TXT or XML, combined or one rate): it
    /// replaces the list in the player database whole, or nothing changes.
    Import {
        /// The list as downloaded from FIDE, unzipped.
        file: PathBuf,
        /// The rate of a one-rate list (default: from the file's name).
        #[arg(long, value_enum)]
        rate: Option<RateArg>,
        /// The list's month, YYYY-MM (default: from the file's header or
        /// name, else the month it was downloaded).
        #[arg(long, value_parser = parse_month)]
        date: Option<ListDate>,
    },
    /// Which list the player database holds; with --event, which list an event uses.
    Info {
        /// Also list the lines the import skipped.
        #[arg(long)]
        skipped: bool,
        /// An event file: the list its players were registered from.
        #[arg(long)]
        event: Option<PathBuf>,
    },
    /// Search players by name (words in any order, each the start of a word
    /// of the name, accents and case aside) or by FIDE ID.
    Search {
        /// Name words or a FIDE ID.
        #[arg(required = true)]
        name: Vec<String>,
        /// Only this federation.
        #[arg(long)]
        federation: Option<String>,
        /// At most this many.
        #[arg(long, default_value_t = 20)]
        limit: usize,
    },
    /// Show a player of the list by FIDE ID.
    Show {
        /// FIDE ID.
        fide_id: u64,
    },
    /// Write a fictitious list of any size in FIDE's layout (for benchmarks).
    Generate {
        /// The file to write.
        #[arg(short, long)]
        output: PathBuf,
        /// Players.
        #[arg(long, default_value_t = 1_900_000)]
        players: usize,
        /// Layout.
        #[arg(long, value_enum, default_value_t = FormatArg::Txt)]
        format: FormatArg,
        /// A one-rate list of this rate (default: the combined list).
        #[arg(long, value_enum)]
        rate: Option<RateArg>,
        /// Seed (the same seed, the same list).
        #[arg(long, default_value_t = 1)]
        seed: u64,
    },
    /// Measure: import a generated list of FIDE's size, then lookups by ID
    /// and by name (median and 99th percentile), and peak memory.
    Bench {
        /// Players in the generated list.
        #[arg(long, default_value_t = 1_900_000)]
        players: usize,
        /// Layout.
        #[arg(long, value_enum, default_value_t = FormatArg::Txt)]
        format: FormatArg,
        /// Lookups of each kind.
        #[arg(long, default_value_t = 1000)]
        lookups: usize,
        /// Folder for the generated list and database (removed afterwards).
        #[arg(long)]
        dir: Option<PathBuf>,
    },
}

/// Shows import progress on standard error: one line rewritten in place on
/// a terminal, a line per tenth otherwise.
struct ProgressLine {
    lang: Lang,
    terminal: bool,
    last: Option<(arbitro_store::ratings::ImportPhase, u8, u64)>,
}

impl ProgressLine {
    fn show(&mut self, progress: &ImportProgress) {
        let step = if self.terminal {
            progress.percent()
        } else {
            progress.percent() / 10 * 10
        };
        // Once the whole file is buffered the per cent stays at 100 while
        // players are still being stored: show those counts too.
        let players = if step == 100 { progress.players } else { 0 };
        if self.last == Some((progress.phase, step, players)) {
            return;
        }
        self.last = Some((progress.phase, step, players));
        let text = render(self.lang, progress);
        let mut err = std::io::stderr().lock();
        let _ = if self.terminal {
            write!(err, "\r\x1b[2K{text}")
        } else {
            writeln!(err, "{text}")
        };
        let _ = err.flush();
    }

    fn end(&self) {
        if self.terminal && self.last.is_some() {
            eprintln!();
        }
    }
}

/// Runs `arbitro ratings`.
pub fn run(args: RatingsArgs) -> Result<ExitCode, CliError> {
    let o = &args.options;
    let lang = o.lang();
    match args.command {
        RatingsCommand::Import { file, rate, date } => {
            let path = o.path()?;
            let options = ImportOptions {
                rate: rate.map(Rate::from),
                date,
            };
            let mut line = ProgressLine {
                lang,
                terminal: std::io::stderr().is_terminal() && !o.json,
                last: None,
            };
            let report = RatingsDb::import(&path, &file, &options, &mut |p| {
                if !o.json {
                    line.show(p);
                }
                ControlFlow::Continue(())
            });
            line.end();
            let report = report?;
            if o.json {
                print_json(&report)?;
                return Ok(ExitCode::SUCCESS);
            }
            println!("{}", render(lang, &report));
            if let Some(old) = &report.replaced {
                let say = Say(
                    "ratings-cli-replaced",
                    vec![
                        ("date", Arg::boxed(MonthLabel(old.date))),
                        ("players", Arg::from(old.players)),
                    ],
                );
                println!("{}", render(lang, &say));
            }
            if report.list.nameless > 0 {
                let say = Say(
                    "ratings-cli-nameless",
                    vec![("count", Arg::from(report.list.nameless))],
                );
                println!("{}", render(lang, &say));
            }
            print_problems(
                lang,
                &report.problems,
                20,
                report.list.skipped,
                "ratings-cli-more-problems",
            );
            println!(
                "{}",
                render(
                    lang,
                    &Say(
                        "ratings-cli-database",
                        vec![("file", Arg::from(path.display().to_string()))]
                    )
                )
            );
        }
        RatingsCommand::Info { skipped, event } => {
            let db = RatingsDb::open(&o.path()?)?;
            let used = match &event {
                Some(file) => Some(Event::open_read_only(file)?.players().rating_list()?),
                None => None,
            };
            if o.json {
                print_json(&serde_json::json!({
                    "database": db.path(),
                    "list": db.list(),
                    "event_list": used,
                    "skipped_lines": if skipped { Some(db.skipped_lines()?) } else { None },
                }))?;
                return Ok(ExitCode::SUCCESS);
            }
            println!("{}", render(lang, db.list()));
            if skipped {
                let lines = db.skipped_lines()?;
                print_problems(
                    lang,
                    &lines,
                    usize::MAX,
                    db.list().skipped,
                    "ratings-cli-more-kept",
                );
            }
            if let Some(used) = used {
                let say = match used {
                    Some(list) => Say(
                        "ratings-cli-event-list",
                        vec![
                            ("rate", Arg::boxed(RateLabel(list.rate))),
                            ("date", Arg::boxed(MonthLabel(list.date))),
                            ("file", Arg::from(list.file)),
                        ],
                    ),
                    None => Say("ratings-cli-event-no-list", Vec::new()),
                };
                println!("{}", render(lang, &say));
            }
        }
        RatingsCommand::Search {
            name,
            federation,
            limit,
        } => {
            let db = RatingsDb::open(&o.path()?)?;
            let query = PlayerQuery {
                name: name.join(" "),
                federation,
                limit: Some(limit),
            };
            let found = db.search(&query)?;
            if o.json {
                print_json(&found)?;
            } else if found.is_empty() {
                let say = Say(
                    "ratings-cli-no-match",
                    vec![
                        ("query", Arg::from(query.name.clone())),
                        ("date", Arg::boxed(MonthLabel(db.list().date))),
                    ],
                );
                println!("{}", render(lang, &say));
            } else {
                print_table(lang, &found);
                if found.len() == limit {
                    println!(
                        "{}",
                        render(
                            lang,
                            &Say("ratings-cli-more-matches", vec![("count", Arg::from(limit))])
                        )
                    );
                }
            }
            if found.is_empty() {
                return Ok(ExitCode::from(1));
            }
        }
        RatingsCommand::Show { fide_id } => {
            let db = RatingsDb::open(&o.path()?)?;
            let player = db.player(fide_id)?;
            if o.json {
                print_json(&player)?;
            } else {
                print_player(lang, &player, db.list().date);
            }
        }
        RatingsCommand::Generate {
            output,
            players,
            format,
            rate,
            seed,
        } => {
            let kind = rate.map_or(ListKind::Combined, |r| ListKind::OneRate(r.into()));
            let format = match format {
                FormatArg::Txt => ListFormat::Txt,
                FormatArg::Xml => ListFormat::Xml,
            };
            let bytes = super::ratings_bench::generate(&output, players, format, kind, seed, &mut |_| {})?;
            let say = Say(
                "ratings-cli-generated",
                vec![
                    ("file", Arg::from(output.display().to_string())),
                    ("players", Arg::from(players)),
                    ("megabytes", Arg::from(bytes.div_ceil(1 << 20))),
                ],
            );
            println!("{}", render(lang, &say));
        }
        RatingsCommand::Bench {
            players,
            format,
            lookups,
            dir,
        } => {
            let format = match format {
                FormatArg::Txt => ListFormat::Txt,
                FormatArg::Xml => ListFormat::Xml,
            };
            super::ratings_bench::run(lang, players, format, lookups, dir)?;
        }
    }
    Ok(ExitCode::SUCCESS)
}

/// Bad lines: the first `shown`, then how many more (`more_code` says
/// where the rest are).
fn print_problems(
    lang: Lang,
    problems: &[arbitro_fide::LineProblem],
    shown: usize,
    skipped: u64,
    more_code: &'static str,
) {
    for problem in problems.iter().take(shown) {
        println!("  {}", render(lang, problem));
    }
    let more = skipped.saturating_sub(shown.min(problems.len()) as u64);
    if more > 0 {
        println!(
            "  {}",
            render(lang, &Say(more_code, vec![("more", Arg::from(more))]))
        );
    }
}

fn label(lang: Lang, code: &'static str) -> String {
    render(lang, &Say(code, Vec::new()))
}

fn pad(text: &str, width: usize) -> String {
    let n = text.chars().count();
    if n >= width {
        text.chars().take(width).collect()
    } else {
        format!("{text}{}", " ".repeat(width - n))
    }
}

/// Players as a table: ID, name, federation, title, the three ratings,
/// year of birth, inactive.
pub(crate) fn print_table(lang: Lang, players: &[FidePlayer]) {
    let rating = |p: &FidePlayer, rate| p.rating(rate).map(|r| r.rating.to_string()).unwrap_or_default();
    println!(
        "{:>10}  {} {} {} {:>6} {:>6} {:>6} {:>5}",
        label(lang, "label-ratings-column-id"),
        pad(&label(lang, "label-ratings-column-name"), 40),
        pad(&label(lang, "label-ratings-column-federation"), 4),
        pad(&label(lang, "label-ratings-column-title"), 4),
        label(lang, "label-ratings-column-standard"),
        label(lang, "label-ratings-column-rapid"),
        label(lang, "label-ratings-column-blitz"),
        label(lang, "label-ratings-column-born"),
    );
    let inactive = label(lang, "label-ratings-inactive");
    for p in players {
        let row = format!(
            "{:>10}  {} {} {} {:>6} {:>6} {:>6} {:>5} {}",
            p.fide_id,
            pad(&p.name, 40),
            pad(&p.federation, 4),
            pad(p.best_title().map_or("", |t| t.code()), 4),
            rating(p, Rate::Standard),
            rating(p, Rate::Rapid),
            rating(p, Rate::Blitz),
            p.birth_year.map(|y| y.to_string()).unwrap_or_default(),
            if p.inactive { inactive.as_str() } else { "" },
        );
        println!("{}", row.trim_end());
    }
}

fn print_player(lang: Lang, p: &FidePlayer, date: ListDate) {
    let text = |v: &Option<String>| v.clone().unwrap_or_else(|| "—".to_string());
    let say = Say(
        "ratings-cli-player",
        vec![
            ("name", Arg::from(p.name.clone())),
            ("id", Arg::from(p.fide_id.to_string())),
            ("federation", Arg::from(p.federation.clone())),
            ("sex", Arg::from(p.sex.map_or("—", |s| s.code()))),
            (
                "born",
                Arg::from(p.birth_year.map_or("—".to_string(), |y| y.to_string())),
            ),
            ("inactive", Arg::from(u8::from(p.inactive))),
        ],
    );
    println!("{}", render(lang, &say));
    let say = Say(
        "ratings-cli-player-titles",
        vec![
            ("title", Arg::from(p.title.map_or("—", |t| t.code()))),
            ("women_title", Arg::from(p.women_title.map_or("—", |t| t.code()))),
            ("other_titles", Arg::from(text(&p.other_titles))),
            ("foa_title", Arg::from(text(&p.foa_title))),
            ("date", Arg::boxed(MonthLabel(date))),
        ],
    );
    println!("  {}", render(lang, &say));
    for rate in Rate::ALL {
        let say = match p.rating(rate) {
            Some(r) => Say(
                "ratings-cli-player-rating",
                vec![
                    ("rate", Arg::boxed(RateLabel(rate))),
                    ("rating", Arg::from(r.rating)),
                    ("games", Arg::from(r.games)),
                    ("k", Arg::from(r.k.map_or("—".to_string(), |k| k.to_string()))),
                ],
            ),
            None => Say(
                "ratings-cli-player-unrated",
                vec![("rate", Arg::boxed(RateLabel(rate)))],
            ),
        };
        println!("  {}", render(lang, &say));
    }
}

/// The player database for `arbitro player add --fide`: `--db` or the default.
pub(crate) fn open_db(path: Option<&Path>) -> Result<RatingsDb, CliError> {
    let path = match path {
        Some(path) => path.to_path_buf(),
        None => RatingsDb::default_path()?,
    };
    Ok(RatingsDb::open(&path)?)
}

/// The FIDE ID of the one player `query` names: the only match, or the
/// only one of the best matches when that is the name itself or every word
/// of it whole ("popov sean" takes "Popov, Seán" before the hundreds of
/// "Popova, Seána"); `None` (after saying why and listing the candidates)
/// when none or several match as well.
pub(crate) fn pick_one(lang: Lang, db: &RatingsDb, query: &str) -> Result<Option<u64>, CliError> {
    const SHOWN: usize = 20;
    let ranked = db.search_ranked(&PlayerQuery {
        name: query.to_string(),
        federation: None,
        limit: Some(SHOWN + 1),
    })?;
    if let [best, rest @ ..] = ranked.as_slice()
        && best.how <= NameMatch::Words
        && rest.first().is_none_or(|next| next.how > best.how)
    {
        return Ok(Some(best.player.fide_id));
    }
    let found: Vec<FidePlayer> = ranked.into_iter().map(|m| m.player).collect();
    match found.as_slice() {
        [one] => Ok(Some(one.fide_id)),
        [] => {
            let say = Say(
                "ratings-cli-no-match",
                vec![
                    ("query", Arg::from(query)),
                    ("date", Arg::boxed(MonthLabel(db.list().date))),
                ],
            );
            eprintln!("{}", render(lang, &say));
            Ok(None)
        }
        several => {
            print_table(lang, &several[..several.len().min(SHOWN)]);
            let say = Say(
                "ratings-cli-several-match",
                vec![
                    ("query", Arg::from(query)),
                    ("count", Arg::from(several.len())),
                    ("more", Arg::from(u8::from(several.len() > SHOWN))),
                ],
            );
            eprintln!("{}", render(lang, &say));
            Ok(None)
        }
    }
}

/// What `arbitro player add --fide` says: who, with which rating from which list.
pub(crate) fn print_registered(lang: Lang, registered: &arbitro_store::RatedRegistration) {
    let p = &registered.player;
    let say = Say(
        "ratings-cli-registered",
        vec![
            ("id", Arg::from(p.id)),
            ("name", Arg::from(p.input.name.clone())),
            ("rating", Arg::from(p.input.rating)),
            ("rate", Arg::boxed(RateLabel(registered.list.rate))),
            ("date", Arg::boxed(MonthLabel(registered.list.date))),
            ("round", Arg::from(p.first_round)),
        ],
    );
    println!("{}", render(lang, &say));
    if registered.nameless {
        let say = Say(
            "ratings-cli-registered-nameless",
            vec![("id", Arg::from(p.input.fide_id.unwrap_or_default().to_string()))],
        );
        println!("{}", render(lang, &say));
    }
    if registered.inactive {
        let say = Say(
            "ratings-cli-registered-inactive",
            vec![("name", Arg::from(p.input.name.clone()))],
        );
        println!("{}", render(lang, &say));
    }
    if let Some(full) = &registered.full_name {
        let say = Say(
            "ratings-cli-name-shortened",
            vec![
                ("name", Arg::from(p.input.name.clone())),
                ("full", Arg::from(full.clone())),
            ],
        );
        println!("{}", render(lang, &say));
    }
}
