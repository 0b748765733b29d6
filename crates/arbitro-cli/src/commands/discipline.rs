//! `arbitro incident …` and `arbitro appeal …`: incidents with the AM-AC
//! ladder's suggested sanction (deviation needs a reason), the FIDE 12.9
//! penalties, chief arbiter decisions and C.11 appeals.

use std::path::PathBuf;
use std::process::ExitCode;

use arbitro_store::appeals::{Committee, Member, Outcome};
use arbitro_store::call::Lang;
use arbitro_store::discipline::{FaultKind, Penalty, PenaltyKind, PenaltyParams};
use arbitro_store::{
    Event, IncidentCorrection, IncidentInput, ResultEntry, SanctionChoice, SanctionCorrection,
};
use clap::{Args, Subcommand};

use super::event::{Common, open, print_json};
use crate::error::{CliError, Usage};
use crate::say::{With, label, line, say, text};

/// Arguments of `arbitro incident`.
#[derive(Debug, Args)]
pub struct IncidentArgs {
    /// What to do.
    #[command(subcommand)]
    pub command: IncidentCommand,
    #[command(flatten)]
    common: Common,
}

/// `arbitro incident` subcommands.
#[derive(Debug, Subcommand)]
pub enum IncidentCommand {
    /// Record an incident and its sanction (the ladder's suggestion unless
    /// --penalty is given with --reason, or --no-sanction with --reason).
    Add {
        /// The event file.
        file: PathBuf,
        /// Player at fault (id).
        #[arg(long)]
        player: i64,
        /// Fault: marked-cards, shuffle-manipulation, improper-communication,
        /// unauthorised-device, showing-hand, passing-cards, illegal-move,
        /// incorrect-claim, disturbing, other.
        #[arg(long)]
        fault: String,
        /// What happened.
        #[arg(long)]
        description: String,
        /// Arbiter recording it.
        #[arg(long)]
        arbiter: String,
        /// Round.
        #[arg(long)]
        round: Option<u32>,
        /// Board.
        #[arg(long)]
        board: Option<u32>,
        /// Card code involved.
        #[arg(long)]
        card: Option<String>,
        /// Window (AM-D2).
        #[arg(long)]
        window: Option<String>,
        /// Result noted.
        #[arg(long)]
        result: Option<String>,
        /// FIDE 7.5.5: the opponent cannot checkmate by any legal series.
        #[arg(long)]
        opponent_cannot_mate: bool,
        /// A penalty instead of the suggestion (repeat): warning,
        /// opponent-time:SECONDS, offender-time:SECONDS, opponent-points,
        /// offender-points:HALF, game-lost[:HALF], fine:AMOUNT,
        /// exclude:ROUND[,ROUND], expulsion, draw.
        #[arg(long = "penalty")]
        penalties: Vec<String>,
        /// Record no sanction.
        #[arg(long)]
        no_sanction: bool,
        /// Written reason for deviating from the ladder.
        #[arg(long)]
        reason: Option<String>,
    },
    /// What the ladder would suggest now.
    Suggest {
        /// The event file.
        file: PathBuf,
        /// Player id.
        #[arg(long)]
        player: i64,
        /// Fault code.
        #[arg(long)]
        fault: String,
        /// Round.
        #[arg(long)]
        round: Option<u32>,
        /// Board.
        #[arg(long)]
        board: Option<u32>,
    },
    /// List incidents and sanctions (of one player with --player).
    List {
        /// The event file.
        file: PathBuf,
        /// Only this player.
        #[arg(long)]
        player: Option<i64>,
    },
    /// Record a chief arbiter decision (which a player may appeal).
    Decide {
        /// The event file.
        file: PathBuf,
        /// Subject.
        #[arg(long)]
        subject: String,
        /// Decision text.
        #[arg(long)]
        text: String,
        /// Players concerned (repeat).
        #[arg(long = "player")]
        players: Vec<i64>,
        /// Round.
        #[arg(long)]
        round: Option<u32>,
        /// Board.
        #[arg(long)]
        board: Option<u32>,
        /// Register entry it rules on.
        #[arg(long)]
        about: Option<i64>,
    },
    /// Correct an incident (AM-AC): a new entry referencing the old one,
    /// with the fields given here changed; its sanction is corrected to the
    /// ladder's suggestion for the corrected incident, or to --penalty /
    /// --no-sanction (with --sanction-reason when it deviates).
    Correct {
        /// The event file.
        file: PathBuf,
        /// Register entry of the incident to correct.
        entry: i64,
        /// Why it is corrected.
        #[arg(long)]
        reason: String,
        /// Player at fault (id).
        #[arg(long)]
        player: Option<i64>,
        /// Fault code.
        #[arg(long)]
        fault: Option<String>,
        /// What happened.
        #[arg(long)]
        description: Option<String>,
        /// Arbiter correcting it (default: who recorded the incident).
        #[arg(long)]
        arbiter: Option<String>,
        /// Round.
        #[arg(long)]
        round: Option<u32>,
        /// Board.
        #[arg(long)]
        board: Option<u32>,
        /// The incident was not during a game.
        #[arg(long, conflicts_with_all = ["round", "board"])]
        no_game: bool,
        /// Card code involved.
        #[arg(long)]
        card: Option<String>,
        /// Window (AM-D2).
        #[arg(long)]
        window: Option<String>,
        /// A penalty instead of the suggestion (repeat; as for `incident add`).
        #[arg(long = "penalty")]
        penalties: Vec<String>,
        /// No sanction for the corrected incident.
        #[arg(long)]
        no_sanction: bool,
        /// Written reason for deviating from the ladder.
        #[arg(long)]
        sanction_reason: Option<String>,
        /// The game's result to set when the old sanction's result cannot be restored (e.g. 1-0).
        #[arg(long)]
        game_result: Option<String>,
    },
    /// Correct a sanction (AM-AC): undo what it did and apply the penalties
    /// given (none with --annul), recorded as a new entry referencing it.
    CorrectSanction {
        /// The event file.
        file: PathBuf,
        /// Register entry of the sanction to correct.
        entry: i64,
        /// Why it is corrected.
        #[arg(long)]
        reason: String,
        /// Arbiter correcting it.
        #[arg(long)]
        arbiter: String,
        /// The penalty that should have been applied (repeat; as for `incident add`).
        #[arg(long = "penalty")]
        penalties: Vec<String>,
        /// No penalty at all: the sanction is annulled.
        #[arg(long, conflicts_with = "penalties")]
        annul: bool,
        /// The game's result to set when the old sanction's result cannot be restored (e.g. 1-0).
        #[arg(long)]
        game_result: Option<String>,
    },
    /// The FIDE 12.9 penalties and the fault kinds, with their articles.
    Penalties,
}

/// A penalty as the command line writes it: its kind's code (or short
/// spelling) and, after a colon, its parameter: seconds for time penalties,
/// a score in half-points for points penalties, the amount of a fine, the
/// rounds of an exclusion (`exclude:3,4`). The vocabulary and its checks are
/// the store's ([`PenaltyKind`]).
fn parse_penalty(text: &str) -> Result<Penalty, CliError> {
    let (kind, arg) = text.split_once(':').map_or((text, None), |(k, a)| (k, Some(a)));
    let kind = PenaltyKind::parse(kind).ok_or_else(|| {
        let all: Vec<&str> = PenaltyKind::ALL.iter().map(|k| k.code()).collect();
        CliError::from(Usage::BadValue {
            option: "--penalty",
            value: text.to_string(),
            expected: all.join(", "),
        })
    })?;
    let bad_number = || {
        CliError::from(Usage::PenaltyNumber {
            text: text.to_string(),
        })
    };
    let number = |a: &str| a.trim().parse::<u64>().map_err(|_| bad_number());
    let mut params = PenaltyParams::default();
    if let Some(arg) = arg {
        match kind {
            PenaltyKind::IncreaseOpponentTime | PenaltyKind::ReduceOffenderTime => {
                params.ms = Some(number(arg)? * 1000);
            }
            PenaltyKind::ReduceOffenderPoints | PenaltyKind::GameLost => {
                params.half_points = Some(u8::try_from(number(arg)?).map_err(|_| bad_number())?);
            }
            PenaltyKind::Fine => params.amount = Some(arg.to_string()),
            PenaltyKind::ExcludedFromRounds => {
                params.rounds = arg
                    .split(',')
                    .map(|r| r.trim().parse().map_err(|_| bad_number()))
                    .collect::<Result<_, _>>()?;
            }
            _ => {}
        }
    }
    kind.with(&params).map_err(|missing| {
        CliError::from(Usage::PenaltyNeeds {
            text: text.to_string(),
            missing,
        })
    })
}

fn fault(text: &str) -> Result<FaultKind, CliError> {
    FaultKind::parse(text).ok_or_else(|| {
        let all: Vec<&str> = FaultKind::ALL.iter().map(|k| k.code()).collect();
        CliError::from(Usage::BadValue {
            option: "--fault",
            value: text.to_string(),
            expected: all.join(", "),
        })
    })
}

fn describe(penalties: &[Penalty], lang: Lang) -> String {
    Penalty::describe_all(penalties, lang)
}

/// A stored timestamp as this run's language writes it.
fn when(stamp: &str) -> String {
    arbitro_i18n::format::date_time(crate::say::lang(), stamp)
}

/// The sanction chosen on the command line.
fn choice(
    no_sanction: bool,
    penalties: &[String],
    reason: Option<String>,
) -> Result<SanctionChoice, CliError> {
    Ok(if no_sanction {
        SanctionChoice::None {
            reason: reason.unwrap_or_default(),
        }
    } else if penalties.is_empty() {
        SanctionChoice::Suggested
    } else {
        SanctionChoice::Deviate {
            penalties: penalties
                .iter()
                .map(|p| parse_penalty(p))
                .collect::<Result<_, _>>()?,
            reason: reason.unwrap_or_default(),
        }
    })
}

/// A game result given by the arbiter (any score, as a decision).
fn result_entry(text: &str) -> Result<ResultEntry, CliError> {
    ResultEntry::parse(text, true).ok_or_else(|| {
        CliError::from(Usage::BadValue {
            option: "--game-result",
            value: text.to_string(),
            expected: "1-0, 0-1, 1/2-1/2, 0-0".into(),
        })
    })
}

/// Runs `arbitro incident`.
pub fn run_incident(args: IncidentArgs) -> Result<ExitCode, CliError> {
    let c = &args.common;
    match args.command {
        IncidentCommand::Add {
            file,
            player,
            fault: f,
            description,
            arbiter,
            round,
            board,
            card,
            window,
            result,
            opponent_cannot_mate,
            penalties,
            no_sanction,
            reason,
        } => {
            let e = open(&file, c)?;
            let lang = e.call()?.language;
            let choice = choice(no_sanction, &penalties, reason)?;
            let out = e.discipline().record_incident(
                IncidentInput {
                    player,
                    round,
                    board,
                    fault: fault(&f)?,
                    description,
                    card_code: card,
                    window,
                    result,
                    arbiter,
                    opponent_can_mate: opponent_cannot_mate.then_some(false),
                },
                choice,
            )?;
            if c.json {
                print_json(&out)?;
            } else {
                say(line("cli-incident-recorded").with("entry", out.incident_seq));
                if let (Some(seq), Some(s)) = (out.sanction_seq, &out.sanction) {
                    say(line("cli-incident-suggested")
                        .with("penalties", describe(&s.suggested.penalties, lang))
                        .with("why", s.suggested.text(lang)));
                    say(line("cli-incident-sanction")
                        .with("entry", seq)
                        .with("penalties", describe(&s.penalties, lang)));
                    if let Some(r) = &s.reason {
                        say(line("cli-incident-reason").with("reason", r));
                    }
                    say(line("cli-incident-clauses").with("clauses", s.suggested.clauses.join(", ")));
                }
                for effect in out.effects {
                    say(line("cli-incident-effect").with("effect", label(&effect)));
                }
            }
        }
        IncidentCommand::Suggest {
            file,
            player,
            fault: f,
            round,
            board,
        } => {
            let e = Event::open_read_only(&file)?;
            let s = e
                .discipline()
                .suggest_sanction(player, fault(&f)?, round, board, None)?;
            if c.json {
                print_json(&s)?;
            } else {
                let lang = crate::say::lang();
                println!(
                    "{} — {} [{}]",
                    describe(&s.penalties, lang),
                    s.text(lang),
                    s.clauses.join(", ")
                );
            }
        }
        IncidentCommand::List { file, player } => {
            let e = Event::open_read_only(&file)?;
            let lang = crate::say::lang();
            let incidents: Vec<_> = e
                .discipline()
                .incidents()?
                .into_iter()
                .filter(|(_, i)| player.is_none_or(|p| p == i.player))
                .collect();
            let sanctions: Vec<_> = e
                .discipline()
                .sanctions()?
                .into_iter()
                .filter(|(_, s, _)| player.is_none_or(|p| p == s.player))
                .collect();
            let corrected = e.discipline().corrections()?;
            let by = |seq: i64| {
                corrected
                    .get(&seq)
                    .map(|n| format!(" {}", text(&line("cli-incident-corrected-by").with("entry", *n))))
                    .unwrap_or_default()
            };
            if c.json {
                print_json(&serde_json::json!({"incidents": incidents, "sanctions": sanctions}))?;
            } else {
                for (seq, i) in incidents {
                    let round = i.round.map_or(String::new(), |r| {
                        format!("{} ", text(&line("cli-incident-round").with("round", r)))
                    });
                    let corrects = i.corrects.map_or(String::new(), |n| {
                        let reason = i.correction_reason.clone().unwrap_or_default();
                        format!(
                            " {}",
                            text(
                                &line("cli-incident-corrects")
                                    .with("entry", n)
                                    .with("reason", reason)
                            )
                        )
                    });
                    say(line("cli-incident-row")
                        .with("entry", seq)
                        .with("at", when(&i.at))
                        .with("player", i.player)
                        .with("round", round)
                        .with("fault", i.fault.label(lang))
                        .with("description", &i.description)
                        .with("arbiter", &i.arbiter)
                        .with("card", i.card_code.clone().unwrap_or_default())
                        .with("notes", format!("{corrects}{}", by(seq))));
                    for (sseq, s, counts) in sanctions.iter().filter(|(_, s, _)| s.incident == seq) {
                        let corrects = s.corrects.map_or(String::new(), |n| {
                            format!(
                                " {}",
                                text(&line("cli-incident-sanction-corrects").with("entry", n))
                            )
                        });
                        let void = if *counts {
                            String::new()
                        } else {
                            format!(" {}", text(&line("cli-incident-sanction-void")))
                        };
                        say(line("cli-incident-sanction-row")
                            .with("entry", *sseq)
                            .with("penalties", describe(&s.penalties, lang))
                            .with("notes", format!("{corrects}{void}{}", by(*sseq))));
                    }
                }
            }
        }
        IncidentCommand::Decide {
            file,
            subject,
            text,
            players,
            round,
            board,
            about,
        } => {
            let e = open(&file, c)?;
            let (seq, _) = e
                .discipline()
                .record_decision(&subject, &text, players, round, board, about)?;
            say(line("cli-decision-recorded").with("entry", seq));
        }
        IncidentCommand::Correct {
            file,
            entry,
            reason,
            player,
            fault: f,
            description,
            arbiter,
            round,
            board,
            no_game,
            card,
            window,
            penalties,
            no_sanction,
            sanction_reason,
            game_result,
        } => {
            let e = open(&file, c)?;
            let lang = crate::say::lang();
            let (_, old) = e
                .discipline()
                .incidents()?
                .into_iter()
                .find(|(seq, _)| *seq == entry)
                .ok_or_else(|| CliError::from(Usage::NotAnIncident { entry }))?;
            let (round, board) = if no_game {
                (None, None)
            } else {
                (round.or(old.round), board.or(old.board))
            };
            let input = IncidentInput {
                player: player.unwrap_or(old.player),
                round,
                board,
                fault: match f {
                    Some(f) => fault(&f)?,
                    None => old.fault,
                },
                description: description.unwrap_or(old.description),
                card_code: card.or(old.card_code),
                window: window.or(old.window),
                result: old.result,
                arbiter: arbiter.unwrap_or(old.arbiter),
                opponent_can_mate: None,
            };
            let sanction = choice(no_sanction, &penalties, sanction_reason)?;
            let (out, corr) = e.discipline().correct_incident(
                entry,
                IncidentCorrection {
                    input,
                    sanction,
                    reason,
                    result: game_result.as_deref().map(result_entry).transpose()?,
                },
            )?;
            if c.json {
                print_json(&serde_json::json!({"incident": out, "correction": corr}))?;
            } else {
                say(line("cli-incident-corrected")
                    .with("entry", entry)
                    .with("by", out.incident_seq));
                if let (Some(seq), Some(s)) = (corr.sanction_seq, &corr.sanction) {
                    let penalties = describe(&s.penalties, lang);
                    match corr.corrects_sanction {
                        Some(old) => say(line("cli-sanction-corrected")
                            .with("entry", old)
                            .with("by", seq)
                            .with("penalties", penalties)),
                        None => say(line("cli-incident-sanction")
                            .with("entry", seq)
                            .with("penalties", penalties)),
                    }
                }
                for effect in corr.effects {
                    say(line("cli-incident-effect").with("effect", label(&effect)));
                }
            }
        }
        IncidentCommand::CorrectSanction {
            file,
            entry,
            reason,
            arbiter,
            penalties,
            annul,
            game_result,
        } => {
            let e = open(&file, c)?;
            let lang = crate::say::lang();
            if penalties.is_empty() && !annul {
                return Err(Usage::CorrectionNeeds.into());
            }
            let out = e.discipline().correct_sanction(
                entry,
                SanctionCorrection {
                    penalties: penalties
                        .iter()
                        .map(|p| parse_penalty(p))
                        .collect::<Result<_, _>>()?,
                    reason,
                    arbiter,
                    result: game_result.as_deref().map(result_entry).transpose()?,
                },
            )?;
            if c.json {
                print_json(&out)?;
            } else {
                let s = out.sanction.as_ref().map(|s| describe(&s.penalties, lang));
                say(line("cli-sanction-corrected")
                    .with("entry", entry)
                    .with("by", out.sanction_seq.unwrap_or(0))
                    .with("penalties", s.unwrap_or_default()));
                for effect in out.effects {
                    say(line("cli-incident-effect").with("effect", label(&effect)));
                }
            }
        }
        IncidentCommand::Penalties => {
            let lang = crate::say::lang();
            say(line("cli-penalties-title"));
            for k in PenaltyKind::ALL {
                println!("  {:<26} {:<12} {}", k.code(), k.article(), k.label(lang));
            }
            say(line("cli-faults-title"));
            for k in FaultKind::ALL {
                println!(
                    "  {:<24} {} [{}]",
                    k.code(),
                    k.label(lang),
                    k.clauses().join(", ")
                );
            }
        }
    }
    Ok(ExitCode::SUCCESS)
}

/// Arguments of `arbitro appeal`.
#[derive(Debug, Args)]
pub struct AppealArgs {
    /// What to do.
    #[command(subcommand)]
    pub command: AppealCommand,
    #[command(flatten)]
    common: Common,
}

/// `arbitro appeal` subcommands.
#[derive(Debug, Subcommand)]
pub enum AppealCommand {
    /// Appoint the appeals committee (C.11 2.2–2.4): NAME/FED for each.
    Committee {
        /// The event file.
        file: PathBuf,
        /// Chairman as NAME/FED.
        #[arg(long)]
        chair: String,
        /// Member as NAME/FED (twice).
        #[arg(long = "member")]
        members: Vec<String>,
        /// Reserve as NAME/FED (repeat).
        #[arg(long = "reserve")]
        reserves: Vec<String>,
    },
    /// Lodge an appeal in writing against a chief arbiter decision (C.11 3.4, 3.7).
    Lodge {
        /// The event file.
        file: PathBuf,
        /// Appellant (player id).
        #[arg(long)]
        player: i64,
        /// Register entry of the decision or sanction appealed.
        #[arg(long)]
        against: i64,
        /// The written appeal.
        #[arg(long)]
        text: String,
    },
    /// Record the committee's final decision: upheld, modified or rejected.
    Decide {
        /// The event file.
        file: PathBuf,
        /// Register entry of the appeal.
        appeal: i64,
        /// upheld, modified or rejected.
        #[arg(long)]
        outcome: String,
        /// The decision.
        #[arg(long)]
        text: String,
    },
    /// List appeals with their decisions.
    List {
        /// The event file.
        file: PathBuf,
    },
}

fn member(text: &str) -> Member {
    match text.rsplit_once('/') {
        Some((n, f)) => Member {
            name: n.trim().to_string(),
            federation: Some(f.trim().to_ascii_uppercase()),
        },
        None => Member {
            name: text.trim().to_string(),
            federation: None,
        },
    }
}

/// Runs `arbitro appeal`.
pub fn run_appeal(args: AppealArgs) -> Result<ExitCode, CliError> {
    let c = &args.common;
    match args.command {
        AppealCommand::Committee {
            file,
            chair,
            members,
            reserves,
        } => {
            let e = open(&file, c)?;
            let seq = e.discipline().set_committee(Committee {
                chair: member(&chair),
                members: members.iter().map(|m| member(m)).collect(),
                reserves: reserves.iter().map(|m| member(m)).collect(),
            })?;
            say(line("cli-committee-recorded").with("entry", seq));
        }
        AppealCommand::Lodge {
            file,
            player,
            against,
            text,
        } => {
            let e = open(&file, c)?;
            let (seq, a) = e.discipline().lodge_appeal(player, against, &text)?;
            say(line("cli-appeal-lodged")
                .with("entry", seq)
                .with("deadline", when(&a.deadline))
                .with("article", &a.deadline_article));
        }
        AppealCommand::Decide {
            file,
            appeal,
            outcome,
            text,
        } => {
            let e = open(&file, c)?;
            let outcome = Outcome::parse(&outcome).ok_or_else(|| {
                CliError::from(Usage::BadValue {
                    option: "--outcome",
                    value: outcome.clone(),
                    expected: "upheld, modified, rejected".into(),
                })
            })?;
            let (seq, d) = e.discipline().decide_appeal(appeal, outcome, &text)?;
            let panel: Vec<String> = d.panel.iter().map(|m| m.name.clone()).collect();
            say(line("cli-appeal-decided")
                .with("entry", appeal)
                .with("outcome", label(&d.outcome))
                .with("by", seq)
                .with("panel", panel.join(", ")));
            if d.fee_refunded {
                say(line("cli-appeal-fee-returned"));
            }
        }
        AppealCommand::List { file } => {
            let e = Event::open_read_only(&file)?;
            let list = e.discipline().appeals()?;
            if c.json {
                print_json(&list)?;
            } else {
                for (seq, a, d) in list {
                    let decision = match d {
                        Some(d) => format!("{}: {}", text(&d.outcome), d.text),
                        None => text(&line("cli-appeal-pending")),
                    };
                    say(line("cli-appeal-row")
                        .with("entry", seq)
                        .with("player", a.player)
                        .with("against", a.against)
                        .with("at", when(&a.at))
                        .with("deadline", when(&a.deadline))
                        .with("text", &a.text)
                        .with("decision", decision));
                }
            }
        }
    }
    Ok(ExitCode::SUCCESS)
}
