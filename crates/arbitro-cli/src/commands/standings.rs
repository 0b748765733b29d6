//! `arbitro standings`: the ranked table of a TRF under the FIDE tie-break
//! regulations (C.07), with how each value of a player was reached on
//! request (`--explain`), or everything as JSON (`--json`,
//! `schemas/standings.schema.json`). Every word comes from the catalogue.

use std::fmt::Write as _;
use std::path::PathBuf;
use std::process::ExitCode;

use arbitro_i18n::{Lang, render};
use arbitro_tiebreaks::explain::{Heading, ListSource, NoTieBreaks, ParticipantLine, Title, working_lines};
use arbitro_tiebreaks::{
    Calculator, Code, Edition, Format, Identity, Report, Standings, TeamCalculator, TeamScore, TieBreakError,
    Value, format, parse_list, standings_with, team_standings_with, trf,
};
use arbitro_trf::Tournament;
use clap::{Args, ValueEnum};

use crate::error::CliError;

/// Arguments of `arbitro standings`.
#[derive(Debug, Args)]
pub struct StandingsArgs {
    /// The tournament (TRF-2026 or TRF16).
    pub input: PathBuf,
    /// Tie-breaks in order, e.g. `BH-C1,BH,SB,DE,WIN` (C.07 codes; modifiers
    /// as `/C1` or `-C1`, `/M1`, `/L-1`, `/P`, `/F`, `/R`, `/U1400`, `/K4`;
    /// team scores as `:MP`, `:GP`). Default: the file's own list (record
    /// 212, else 202).
    #[arg(long, short = 't', value_name = "LIST")]
    pub tiebreaks: Option<String>,
    /// The edition of C.07 for unplayed rounds: `fide-2026` (in force from
    /// 1 March 2026), `fide-2023` (July 2023 to February 2026, no dummy caps),
    /// or `virtual-opponent` (the rule before July 2023).
    #[arg(long, default_value = "fide-2026", value_name = "EDITION")]
    pub rules: String,
    /// Standings after this round (default: the last round paired).
    #[arg(long, value_name = "N")]
    pub after_round: Option<u32>,
    /// Swiss or round robin (default: from record 192/092, else from the schedule).
    #[arg(long, value_enum)]
    pub format: Option<FormatArg>,
    /// Also show how each tie-break of this player (pairing number) was
    /// computed, round by round; may be repeated.
    #[arg(long, value_name = "PLAYER")]
    pub explain: Vec<u32>,
    /// Print the standings with every player's tie-break values and their
    /// workings as JSON (`schemas/standings.schema.json`) instead of the table.
    #[arg(long)]
    pub json: bool,
    /// Rank the teams of the file's `013` records (C.07 11-13: match points,
    /// game points and the team tie-breaks) instead of the players.
    #[arg(long)]
    pub teams: bool,
    /// Team events: the score ranked first (C.07 11.1).
    #[arg(long, value_enum, default_value_t = PrimaryArg::Match, requires = "teams")]
    pub primary: PrimaryArg,
}

/// The primary score of a team event, on the command line.
#[derive(Debug, Clone, Copy, PartialEq, Eq, ValueEnum)]
pub enum PrimaryArg {
    /// Match points.
    Match,
    /// Game points.
    Game,
}

/// The kind of event, on the command line.
#[derive(Debug, Clone, Copy, ValueEnum)]
pub enum FormatArg {
    /// Pairings made round by round (C.07 16 applies to unplayed rounds).
    Swiss,
    /// Pre-determined pairings (C.07 15.2).
    RoundRobin,
}

/// Reads the file, ranks it and prints the table, in the locale's language.
pub fn run(args: StandingsArgs) -> Result<ExitCode, CliError> {
    run_in(args, crate::say::lang())
}

/// [`run`] in a given language.
pub fn run_in(args: StandingsArgs, lang: Lang) -> Result<ExitCode, CliError> {
    let text = super::input::read_text_as(&args.input, arbitro_text::Format::Trf)?;
    let in_file = |source: arbitro_trf::TrfError| CliError::TrfIn {
        path: args.input.clone(),
        source,
    };
    let tournament = arbitro_trf::parse(&text).map_err(in_file)?;
    tournament.validate().map_err(in_file)?;
    let edition: Edition = args.rules.parse()?;
    let format = args.format.map(|f| match f {
        FormatArg::Swiss => Format::Swiss,
        FormatArg::RoundRobin => Format::RoundRobin,
    });
    let in_event = |source: TieBreakError| CliError::TieBreakIn {
        path: args.input.clone(),
        source,
    };
    let (list, source) = match &args.tiebreaks {
        Some(text) => (parse_list(text)?, ListSource::CommandLine),
        None => (trf::tie_breaks(&tournament)?, ListSource::File),
    };
    let title = tournament.header.name.clone();
    let (report, table) = if args.teams {
        let primary = match args.primary {
            PrimaryArg::Match => TeamScore::Match,
            PrimaryArg::Game => TeamScore::Game,
        };
        let teams = trf::teams(&tournament);
        if teams.is_empty() {
            return Err(in_event(TieBreakError::NoTeams));
        }
        let mut event = trf::team_event(&tournament, primary, format).map_err(in_event)?;
        if let Some(r) = after_round(args.after_round, event.rounds())? {
            event = event.through_round(r);
        }
        let identities: Vec<Identity> = teams
            .into_iter()
            .map(|(number, name, _)| Identity {
                number,
                name,
                ..Identity::default()
            })
            .collect();
        let calc = TeamCalculator::new(&event, edition);
        let table = team_standings_with(&calc, &list)?;
        (Report::team(&calc, &table, &identities, title)?, table)
    } else {
        let mut event = trf::event(&tournament, format).map_err(in_event)?;
        if let Some(r) = after_round(args.after_round, event.rounds())? {
            event = event.through_round(r);
        }
        let calc = Calculator::new(&event, edition);
        let table = standings_with(&calc, &list)?;
        (
            Report::individual(&calc, &table, &identities(&tournament), title)?,
            table,
        )
    };
    if args.json {
        let json = serde_json::to_string_pretty(&report).map_err(|e| CliError::Internal(e.to_string()))?;
        println!("{json}");
        return Ok(ExitCode::SUCCESS);
    }
    print!("{}", render_report(lang, &report, &table, source));
    explain(lang, &report, &args.explain, args.teams)?;
    Ok(ExitCode::SUCCESS)
}

/// `--after-round`, checked against the rounds the file has.
fn after_round(asked: Option<u32>, rounds: u32) -> Result<Option<u32>, CliError> {
    match asked {
        Some(round) if round == 0 || round > rounds => {
            Err(TieBreakError::RoundOutOfRange { round, rounds }.into())
        }
        other => Ok(other),
    }
}

/// The workings of the participants asked for (`--explain`).
fn explain(lang: Lang, report: &Report, numbers: &[u32], team: bool) -> Result<(), CliError> {
    for &number in numbers {
        let row = report
            .standings
            .iter()
            .find(|r| r.number == number)
            .ok_or(TieBreakError::UnknownPlayer(number))?;
        let mut out = String::new();
        let line = ParticipantLine {
            team,
            number,
            name: &row.name,
            score: row.score,
            for_opponents: row.score_for_opponents,
        };
        let _ = writeln!(out, "\n{}", render(lang, &line));
        for working in &row.working {
            let lines = working_lines(lang, working);
            let _ = writeln!(out, "  {}", lines[0]);
            for line in &lines[1..] {
                let _ = writeln!(out, "      {line}");
            }
        }
        print!("{out}");
    }
    Ok(())
}

/// The players of the file, as the report names them.
fn identities(t: &Tournament) -> Vec<Identity> {
    t.players
        .iter()
        .map(|p| Identity {
            number: p.start_rank,
            name: p.name.clone(),
            rating: p.rating.filter(|&r| r > 0),
            federation: Some(p.federation.trim().to_string()).filter(|f| !f.is_empty()),
            id: None,
        })
        .collect()
}

/// Decimals to show for a column: whole numbers for counts and ratings, at
/// least one for scores, up to two when a value needs them.
fn decimals(code: Code, values: impl Iterator<Item = Value>) -> usize {
    let whole = matches!(
        code,
        Code::Win
            | Code::Won
            | Code::Bpg
            | Code::Bwg
            | Code::Rep
            | Code::Tpn
            | Code::Aro
            | Code::Tpr
            | Code::Ptp
            | Code::Apro
            | Code::Appo
            | Code::Rtng
    );
    if whole {
        return 0;
    }
    values
        .map(|v| v.natural_decimals().min(2))
        .max()
        .unwrap_or(1)
        .max(1)
}

fn pad_left(text: &str, width: usize) -> String {
    let n = text.chars().count();
    format!("{}{text}", " ".repeat(width.saturating_sub(n)))
}

fn pad_right(text: &str, width: usize) -> String {
    let n = text.chars().count();
    format!("{text}{}", " ".repeat(width.saturating_sub(n)))
}

/// The standings as a table: title, headings, one line per participant, notes.
fn render_report(lang: Lang, report: &Report, table: &Standings, source: ListSource) -> String {
    let mut out = String::new();
    if let Some(title) = report.title.as_deref().filter(|t| !t.is_empty()) {
        let _ = writeln!(out, "{title}");
    }
    let system = match table.format {
        Format::Swiss => Heading::Swiss,
        Format::RoundRobin => Heading::RoundRobin,
    };
    let heading = Title {
        round: table.rounds,
        rounds: table.total_rounds,
        system,
        rules: &table.edition,
        source,
    };
    let _ = writeln!(out, "{}", render(lang, &heading));
    let word = |h: Heading| render(lang, &h);
    let team = report.primary.is_some();
    let name_heading = word(if team { Heading::Team } else { Heading::Name });
    let name_width = report
        .standings
        .iter()
        .map(|r| r.name.chars().count())
        .chain([name_heading.chars().count()])
        .max()
        .unwrap_or(4)
        .clamp(4, 32);
    let col_dp: Vec<usize> = table
        .columns
        .iter()
        .map(|c| decimals(c.tie_break.code, c.values.iter().flatten().copied()))
        .collect();
    let headers: Vec<String> = table.columns.iter().map(|c| c.tie_break.to_string()).collect();
    let widths: Vec<usize> = headers.iter().map(|h| h.chars().count().max(6)).collect();
    let _ = write!(
        out,
        "{} {}  {} {} {}",
        pad_left(&word(Heading::Rank), 6),
        pad_left(&word(Heading::Number), 4),
        pad_right(&name_heading, name_width),
        pad_left(&word(Heading::Rating), 4),
        pad_left(&word(Heading::Points), 6),
    );
    for (h, w) in headers.iter().zip(&widths) {
        let _ = write!(out, " {}", pad_left(h, *w));
    }
    out.push('\n');
    for row in &report.standings {
        let rank = if row.shared {
            format!("{}=", row.rank)
        } else {
            row.rank.to_string()
        };
        let rating = row.rating.map_or(String::new(), |r| r.to_string());
        let name: String = row.name.chars().take(name_width).collect();
        let _ = write!(
            out,
            "{} {}  {} {} {}",
            pad_left(&rank, 6),
            pad_left(&row.number.to_string(), 4),
            pad_right(&name, name_width),
            pad_left(&rating, 4),
            pad_left(&format::points(lang, row.score), 6),
        );
        for ((v, w), dp) in row.values.iter().zip(&widths).zip(&col_dp) {
            let cell = v.map_or(String::new(), |v| format::decimal(lang, v, *dp));
            let _ = write!(out, " {}", pad_left(&cell, *w));
        }
        out.push('\n');
    }
    for note in table.notes() {
        let _ = writeln!(out, "{}", render(lang, &note));
    }
    if table.columns.is_empty() {
        let _ = writeln!(out, "{}", render(lang, &NoTieBreaks));
    }
    out
}
