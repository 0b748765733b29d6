//! `arbitro standings`: the ranked table of a TRF under the FIDE tie-break
//! regulations (C.07), with the per-round detail of one player on request.

use std::fmt::Write as _;
use std::path::PathBuf;
use std::process::ExitCode;

use arbitro_tiebreaks::{
    Calculator, Category, Code, Edition, Element, Event, Format, Standings, Value, category, parse_list,
    standings, trf,
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
    /// as `/C1` or `-C1`, `/M1`, `/L-1`, `/P`, `/F`, `/R`, `/U1400`). Default:
    /// the file's own list (record 212, else 202).
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
    /// Also show how each tie-break of this player (pairing number) was computed.
    #[arg(long, value_name = "PLAYER")]
    pub explain: Option<u32>,
}

/// The kind of event, on the command line.
#[derive(Debug, Clone, Copy, ValueEnum)]
pub enum FormatArg {
    /// Pairings made round by round (C.07 16 applies to unplayed rounds).
    Swiss,
    /// Pre-determined pairings (C.07 15.2).
    RoundRobin,
}

/// Reads the file, ranks it and prints the table.
pub fn run(args: StandingsArgs) -> Result<ExitCode, CliError> {
    let text = super::input::read_text_as(&args.input, arbitro_text::Format::Trf)?;
    let input_error = |e: &dyn std::fmt::Display| CliError::Usage(format!("{}: {e}", args.input.display()));
    let tournament = arbitro_trf::parse(&text).map_err(|e| input_error(&e))?;
    tournament.validate().map_err(|e| input_error(&e))?;
    let edition: Edition = args.rules.parse().map_err(CliError::Usage)?;
    let format = args.format.map(|f| match f {
        FormatArg::Swiss => Format::Swiss,
        FormatArg::RoundRobin => Format::RoundRobin,
    });
    let mut event = trf::event(&tournament, format).map_err(|e| input_error(&e))?;
    if let Some(r) = args.after_round {
        if r == 0 || r > event.rounds() {
            return Err(CliError::Usage(format!(
                "--after-round {r}: the file has {} paired round(s)",
                event.rounds()
            )));
        }
        event = event.through_round(r);
    }
    let (list, source) = match &args.tiebreaks {
        Some(text) => (parse_list(text)?, "--tiebreaks"),
        None => (trf::tie_breaks(&tournament)?, "the file's 212/202 records"),
    };
    let table = standings(&event, &list, edition)?;
    print!("{}", render(&tournament, &event, &table, source));
    if let Some(p) = args.explain {
        print!("{}", explain(&event, &table, &tournament, p)?);
    }
    Ok(ExitCode::SUCCESS)
}

/// Decimals to show for a column: whole numbers for counts and ratings, at
/// least one for scores, up to two when a value needs them.
fn decimals(code: Option<Code>, values: impl Iterator<Item = Value>) -> usize {
    let whole = matches!(
        code,
        Some(
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
        )
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

fn name_of(t: &Tournament, tpn: u32) -> String {
    t.player(tpn).map(|p| p.name.clone()).unwrap_or_default()
}

fn render(t: &Tournament, event: &Event, table: &Standings, source: &str) -> String {
    let mut out = String::new();
    let title = t.header.name.clone().unwrap_or_default();
    if !title.is_empty() {
        let _ = writeln!(out, "{title}");
    }
    let kind = match event.format() {
        Format::Swiss => "Swiss",
        Format::RoundRobin => "round robin",
    };
    let _ = writeln!(
        out,
        "Standings after round {} of {} ({kind}; tie-breaks from {source}; unplayed rounds: {})",
        table.rounds,
        event.total_rounds(),
        table.edition
    );
    let name_width = event
        .participants()
        .iter()
        .map(|p| name_of(t, p.tpn).chars().count())
        .max()
        .unwrap_or(4)
        .clamp(4, 32);
    let score_dp = decimals(None, table.rows.iter().map(|r| r.score));
    let col_dp: Vec<usize> = table
        .columns
        .iter()
        .map(|c| decimals(Some(c.tie_break.code), c.values.iter().flatten().copied()))
        .collect();
    let headers: Vec<String> = table.columns.iter().map(|c| c.tie_break.to_string()).collect();
    let widths: Vec<usize> = headers.iter().map(|h| h.len().max(6)).collect();
    let _ = write!(
        out,
        "{:>5} {:>4}  {:<name_width$} {:>4} {:>6}",
        "Rank", "No", "Name", "Rtg", "Pts"
    );
    for (h, w) in headers.iter().zip(&widths) {
        let _ = write!(out, " {h:>w$}");
    }
    out.push('\n');
    for row in &table.rows {
        let rank = if row.shared {
            format!("{}=", row.rank)
        } else {
            row.rank.to_string()
        };
        let rating = event
            .participant(row.tpn)
            .and_then(|p| p.rating)
            .map_or(String::new(), |r| r.to_string());
        let name: String = name_of(t, row.tpn).chars().take(name_width).collect();
        let _ = write!(
            out,
            "{rank:>5} {:>4}  {name:<name_width$} {rating:>4} {:>6}",
            row.tpn,
            row.score.format(score_dp)
        );
        for ((v, w), dp) in row.values.iter().zip(&widths).zip(&col_dp) {
            let cell = v.map_or(String::new(), |v| v.format(*dp));
            let _ = write!(out, " {cell:>w$}");
        }
        out.push('\n');
    }
    for note in table.notes() {
        let _ = writeln!(out, "Note: {note}");
    }
    if table.columns.is_empty() {
        let _ = writeln!(out, "Note: no tie-breaks given; tied players share their rank.");
    }
    out
}

fn describe(event: &Event, tpn: u32, e: &Element) -> String {
    let what = match (e.opponent, category(event, tpn, e.round)) {
        (Some(o), _) => format!("opponent {o}"),
        (None, Some(c)) => format!("dummy, {}", category_name(c)),
        (None, None) => "dummy".to_string(),
    };
    let mut text = format!("R{} {} ({what}", e.round, e.contribution);
    if e.contribution != e.score {
        let _ = write!(text, "; score {}", e.score);
    }
    if e.vur {
        text.push_str("; VUR");
    }
    text.push(')');
    if e.cut {
        text.push_str(" cut");
    }
    text
}

fn category_name(c: Category) -> String {
    let name = match c {
        Category::AwardedBye => "awarded bye",
        Category::ForfeitWin => "forfeit win",
        Category::RequestedByeBeforePlay => "requested bye",
        Category::ForfeitLoss => "forfeit loss",
        Category::RequestedByeToTheEnd => "requested bye to the end",
    };
    format!("{name} {}", c.article())
}

fn explain(event: &Event, table: &Standings, t: &Tournament, tpn: u32) -> Result<String, CliError> {
    let calc = Calculator::new(event, table.edition);
    let Some(row) = table.rows.iter().find(|r| r.tpn == tpn) else {
        return Err(CliError::Usage(format!("--explain {tpn}: no such player")));
    };
    let mut out = String::new();
    let _ = writeln!(
        out,
        "\nPlayer {tpn} {}: {} points; {} for opponents' tie-breaks (C.07 16.3)",
        name_of(t, tpn),
        calc.score(tpn),
        calc.score_for_opponents(tpn)
    );
    for (column, value) in table.columns.iter().zip(&row.values) {
        let tb = &column.tie_break;
        let value = value.map_or("-".to_string(), |v| v.to_string());
        let _ = write!(out, "  {tb} = {value}  [C.07 {}]", tb.code.article());
        if matches!(tb.code, Code::Bh | Code::Fb | Code::Sb) {
            let parts: Vec<String> = calc
                .elements(tb, tpn)?
                .iter()
                .map(|e| describe(event, tpn, e))
                .collect();
            let _ = write!(out, ": {}", parts.join(", "));
        }
        if tb.code == Code::De {
            let _ = write!(
                out,
                " (score against the players tied with {tpn} when it was applied)"
            );
        }
        out.push('\n');
    }
    Ok(out)
}
