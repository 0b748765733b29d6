//! `arbitro event import FILE.trf -o EVENT.arbitro`: a whole tournament
//! from a TRF into a new event file. The review comes first — the file's
//! edition and every adjustment the import makes, each on its own line —
//! then the import, unless `--review` asks for the review alone. Rounds
//! that depart from the pairing rules are imported only with
//! `--confirm-departure` (refused otherwise, exit status 2).

use std::path::{Path, PathBuf};
use std::process::ExitCode;

use arbitro_store::{Event, ReviewItem, review_tournament};
use serde::Serialize;

use crate::error::CliError;
use crate::say::{With, line, say, text};

/// One item of the review as `--json` prints it: its message code and text.
#[derive(Debug, Serialize)]
struct ItemJson {
    code: String,
    departure: bool,
    text: String,
}

/// The review as `--json` prints it.
#[derive(Debug, Serialize)]
struct ReviewJson {
    file: String,
    version: &'static str,
    players: u32,
    rounds: u32,
    planned: u32,
    departures: usize,
    items: Vec<ItemJson>,
    imported: Option<String>,
}

/// Runs `arbitro event import`.
pub fn run(
    input: &Path,
    output: Option<&PathBuf>,
    confirm: bool,
    review_only: bool,
    json: bool,
) -> Result<ExitCode, CliError> {
    let bytes = std::fs::read(input).map_err(|source| CliError::Io {
        path: input.to_path_buf(),
        source,
    })?;
    let name = input.display().to_string();
    let review = review_tournament(&name, bytes)?;
    let items: Vec<ItemJson> = review
        .items
        .iter()
        .map(|i: &ReviewItem| ItemJson {
            code: arbitro_i18n::Message::code(i).to_string(),
            departure: i.is_departure(),
            text: text(i),
        })
        .collect();
    if !json {
        println!("{}", text(&review.head));
        if let Some(notice) = &review.notice {
            println!("{}", text(notice));
        }
        for item in &items {
            println!("  {}", item.text);
        }
        if items.is_empty() {
            say(line("cli-import-nothing-adjusted"));
        }
    }
    let imported = match output.filter(|_| !review_only) {
        None => None,
        Some(out) => {
            let e = Event::import_tournament(out, &review, confirm)?;
            let s = e.summary()?;
            if !json {
                say(line("cli-import-done")
                    .with("file", out.display().to_string())
                    .with("players", s.players)
                    .with("rounds", s.rounds_paired));
            }
            Some(out.display().to_string())
        }
    };
    if json {
        crate::say::print_json(&ReviewJson {
            file: review.head.file.clone(),
            version: review.head.version.as_str(),
            players: review.head.players,
            rounds: review.head.rounds,
            planned: review.head.planned,
            departures: review.head.departures,
            items,
            imported,
        })?;
    }
    Ok(ExitCode::SUCCESS)
}
