//! Why a pairing is what it is: per score group, the criteria (by their
//! C.04.3 numbers) that decided the floaters, the bye and each colour.

use std::fmt;

use arbitro_i18n::{Arg, Args, Lang, Message, render};
use arbitro_trf::{Points, Tournament};

use crate::colour::ColourRule;
use crate::dutch::BracketRecord;
use crate::error::PairingError;
use crate::options::{DutchOptions, RulesEdition};
use crate::state::{self, Float, RoundState};
use crate::unpairable::barred;
use crate::{Game, RoundPairing, to_round_pairing};

/// The C.04.3 numbers of the criteria, which differ between editions.
#[derive(Debug, Clone, Copy)]
struct Numbers {
    bye_score: Option<u32>,
    pairs: u32,
    psd: u32,
    next: u32,
    unplayed: Option<u32>,
    colour_pref: u32,
    strong_pref: u32,
    down1: u32,
    up1: u32,
}

fn numbers(edition: RulesEdition) -> Numbers {
    match edition {
        RulesEdition::Fide2026 => Numbers {
            bye_score: Some(5),
            pairs: 6,
            psd: 7,
            next: 8,
            unplayed: Some(9),
            colour_pref: 12,
            strong_pref: 13,
            down1: 14,
            up1: 15,
        },
        RulesEdition::Fide2017 => Numbers {
            bye_score: None,
            pairs: 5,
            psd: 6,
            next: 7,
            unplayed: None,
            colour_pref: 10,
            strong_pref: 11,
            down1: 12,
            up1: 13,
        },
    }
}

/// One decision of a bracket, with the C.04.3 numbers of the criteria that
/// took it (they differ between editions).
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Decision {
    /// The bracket's pairs, of the most it could have: the most that still
    /// lets the rest of the round be paired (C4).
    Pairs {
        /// The criterion (C6; C5 in 2017).
        criterion: u32,
        /// Pairs made.
        pairs: u32,
        /// Half the bracket's players.
        most: u32,
    },
    /// Which moved-down players were paired (highest scores first, then
    /// pairing order).
    MovedDownPaired {
        /// The criterion (C7; C6 in 2017).
        criterion: u32,
        /// Those paired.
        paired: Vec<u32>,
        /// All the moved-down players.
        moved_down: Vec<u32>,
    },
    /// Exchanges between S1 and S2 (the fewest the criteria allow).
    Exchanges {
        /// How many.
        count: u32,
    },
    /// Colour preferences not granted.
    ColourPreferences {
        /// The criterion on preferences (C12; C10 in 2017).
        criterion: u32,
        /// Players without their preference.
        missed: u32,
        /// The criterion on strong preferences (C13; C11 in 2017).
        strong_criterion: u32,
        /// Players without their strong preference.
        strong_missed: u32,
    },
    /// Repeated floats that could not be avoided.
    RepeatedFloats {
        /// The downfloat criterion (C14; C12 in 2017).
        down_criterion: u32,
        /// The upfloat criterion (C15; C13 in 2017).
        up_criterion: u32,
        /// Repeated downfloats.
        down: u32,
        /// Repeated upfloats.
        up: u32,
    },
    /// A player floats down from the bracket.
    FloatsDown {
        /// The player.
        player: u32,
        /// Opponents the absolute criteria allow in the bracket.
        possible: u32,
        /// The pairs criterion.
        pairs_criterion: u32,
        /// The next-bracket criterion.
        next_criterion: u32,
        /// The first float criterion (the last is seven higher).
        float_criterion: u32,
        /// The player also floated down in the previous round.
        floated_last_round: bool,
    },
    /// The player receives the pairing-allocated bye.
    Bye {
        /// The player.
        player: u32,
        /// The lowest score a bye assignee can have: (criterion, score in
        /// tenths), from the 2026 edition.
        lowest_score: Option<(u32, i32)>,
        /// Fewest unplayed games: (criterion, games played), when it
        /// applied.
        fewest_unplayed: Option<(u32, u32)>,
        /// Players of the bracket who may not receive the bye (C2).
        barred: Vec<u32>,
    },
}

/// How one score group (bracket) was paired.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct BracketExplanation {
    /// Score of the group's residents.
    pub score: Points,
    /// Residents, by pairing number.
    pub residents: Vec<u32>,
    /// Players moved down into the bracket.
    pub moved_down: Vec<u32>,
    /// Pairs made in the bracket (higher-ranked player first).
    pub pairs: Vec<(u32, u32)>,
    /// Players who float down from the bracket.
    pub floaters: Vec<u32>,
    /// The pairing-allocated bye, when it was assigned here.
    pub bye: Option<u32>,
    /// The decisions, naming the criteria.
    pub decisions: Vec<Decision>,
    /// The decisions in English (until every caller renders
    /// [`BracketExplanation::decisions`] in the user's language).
    pub notes: Vec<String>,
}

/// The explanation of a round's pairing.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Explanation {
    /// The pairing itself.
    pub pairing: RoundPairing,
    /// Rules edition applied.
    pub edition: RulesEdition,
    /// One entry per bracket, top score first.
    pub brackets: Vec<BracketExplanation>,
    /// Each game with the colour rule that decided it.
    pub colour_rules: Vec<(Game, ColourRule)>,
    /// The colour rules in English (until every caller renders
    /// [`Explanation::colour_rules`] in the user's language).
    pub colours: Vec<(Game, String)>,
}

fn decisions(st: &RoundState, r: &BracketRecord, bye_score: Option<i32>, num: &Numbers) -> Vec<Decision> {
    let by_id = |id: u32| st.players.iter().find(|p| p.id == id);
    let size = r.mdps.len() + r.residents.len();
    let count = |c: u32| {
        r.criteria
            .iter()
            .find(|x| x.0 == c)
            .map(|x| x.1 as u32)
            .unwrap_or(0)
    };
    let mut out = vec![Decision::Pairs {
        criterion: num.pairs,
        pairs: r.pairs.len() as u32,
        most: (size / 2) as u32,
    }];
    if !r.mdps.is_empty() {
        out.push(Decision::MovedDownPaired {
            criterion: num.psd,
            paired: r.mdps_paired.clone(),
            moved_down: r.mdps.clone(),
        });
    }
    if r.exchanges > 0 {
        out.push(Decision::Exchanges { count: r.exchanges });
    }
    out.push(Decision::ColourPreferences {
        criterion: num.colour_pref,
        missed: count(12),
        strong_criterion: num.strong_pref,
        strong_missed: count(13),
    });
    let (down, up) = (count(14), count(15));
    if down > 0 || up > 0 {
        out.push(Decision::RepeatedFloats {
            down_criterion: num.down1,
            up_criterion: num.up1,
            down,
            up,
        });
    }
    let bracket: Vec<u32> = r.mdps.iter().chain(&r.residents).copied().collect();
    for &f in &r.floaters {
        if Some(f) == r.bye {
            continue;
        }
        let Some(pf) = by_id(f) else { continue };
        let possible = bracket
            .iter()
            .filter(|&&o| o != f)
            .filter_map(|&o| by_id(o))
            .filter(|po| barred(st, pf, po).is_none())
            .count() as u32;
        out.push(Decision::FloatsDown {
            player: f,
            possible,
            pairs_criterion: num.pairs,
            next_criterion: num.next,
            float_criterion: num.down1,
            floated_last_round: pf.float1 == Float::Down,
        });
    }
    if let Some(b) = r.bye {
        out.push(Decision::Bye {
            player: b,
            lowest_score: num.bye_score.zip(bye_score),
            fewest_unplayed: num
                .unplayed
                .filter(|_| r.c9_active)
                .map(|n| (n, by_id(b).map(|p| p.played_games).unwrap_or(0))),
            barred: bracket
                .iter()
                .filter_map(|&o| by_id(o))
                .filter(|p| !p.bye_eligible)
                .map(|p| p.id)
                .collect(),
        });
    }
    out
}

/// Pairs the next round like [`crate::pair_next_round`] and explains it.
pub fn explain_next_round(t: &Tournament, options: &DutchOptions) -> Result<Explanation, PairingError> {
    let st = state::derive(t, options)?;
    let outcome = crate::run(&st)?;
    let (pairing, rules) = to_round_pairing(&st, &outcome);
    let num = numbers(st.edition);
    let brackets = outcome
        .brackets
        .iter()
        .map(|r| BracketExplanation {
            score: Points(if r.score == i32::MIN { 0 } else { r.score }),
            residents: r.residents.clone(),
            moved_down: r.mdps.clone(),
            pairs: r.pairs.clone(),
            floaters: r.floaters.iter().copied().filter(|&f| Some(f) != r.bye).collect(),
            bye: r.bye,
            decisions: decisions(&st, r, outcome.bye_score, &num),
            notes: Vec::new(),
        })
        .map(|mut b: BracketExplanation| {
            b.notes = b.decisions.iter().map(|d| render(Lang::En, d)).collect();
            b
        })
        .collect();
    let colour_rules: Vec<(Game, ColourRule)> = pairing.games.iter().copied().zip(rules).collect();
    let colours = colour_rules
        .iter()
        .map(|(g, r)| (*g, render(Lang::En, r)))
        .collect();
    Ok(Explanation {
        pairing,
        edition: st.edition,
        brackets,
        colour_rules,
        colours,
    })
}

impl Explanation {
    /// The explanation as text in `lang`: a title, then per score group its
    /// players, pairs and decisions, then each game's colour rule.
    pub fn render(&self, lang: Lang) -> String {
        let mut out = String::new();
        let mut line = |indent: usize, m: &dyn Message| {
            out.push_str(&"  ".repeat(indent));
            out.push_str(&render(lang, m));
            out.push('\n');
        };
        line(
            0,
            &Line::Title {
                round: self.pairing.round,
                edition: self.edition,
            },
        );
        for b in &self.brackets {
            line(0, &Line::Blank);
            line(0, &Line::Group(b));
            for &(higher, lower) in &b.pairs {
                line(1, &Line::Pair { higher, lower });
            }
            for d in &b.decisions {
                line(1, d);
            }
        }
        line(0, &Line::Blank);
        line(0, &Line::ColoursTitle);
        for (g, rule) in &self.colour_rules {
            line(
                1,
                &Line::Colour {
                    game: *g,
                    rule: *rule,
                },
            );
        }
        out
    }
}

/// A line of [`Explanation::render`].
enum Line<'a> {
    Title { round: u32, edition: RulesEdition },
    Blank,
    Group(&'a BracketExplanation),
    Pair { higher: u32, lower: u32 },
    ColoursTitle,
    Colour { game: Game, rule: ColourRule },
}

/// Pairing numbers as the catalogue lists them: `1, 4, 7`.
fn list(list: &[u32]) -> String {
    list.iter().map(u32::to_string).collect::<Vec<_>>().join(", ")
}

/// A score as chess writes it: `2½`, `3`; other fractions with a decimal
/// point.
fn score(tenths: i32) -> String {
    if tenths % 5 == 0 {
        arbitro_i18n::format::half_points(i64::from(tenths / 5))
    } else {
        Points(tenths).to_string()
    }
}

impl Message for Line<'_> {
    fn code(&self) -> &str {
        match self {
            Line::Title { .. } => "pairing-explain-title",
            Line::Blank => "pairing-explain-blank",
            Line::Group(_) => "pairing-explain-group",
            Line::Pair { .. } => "pairing-explain-pair",
            Line::ColoursTitle => "pairing-explain-colours-title",
            Line::Colour { .. } => "pairing-explain-colour",
        }
    }

    fn args(&self) -> Args<'_> {
        match self {
            Line::Title { round, edition } => {
                vec![
                    ("round", Arg::from(*round)),
                    ("edition", Arg::from(edition.to_string())),
                ]
            }
            Line::Blank | Line::ColoursTitle => Vec::new(),
            Line::Group(b) => vec![
                ("score", Arg::from(score(b.score.0))),
                ("residents", Arg::from(list(&b.residents))),
                ("moved-down", Arg::from(list(&b.moved_down))),
                ("moved-count", Arg::from(b.moved_down.len())),
            ],
            Line::Pair { higher, lower } => {
                vec![("higher", Arg::from(*higher)), ("lower", Arg::from(*lower))]
            }
            Line::Colour { game, rule } => vec![
                ("white", Arg::from(game.white)),
                ("black", Arg::from(game.black)),
                ("rule", Arg::boxed(*rule)),
            ],
        }
    }
}

impl Message for Decision {
    fn code(&self) -> &str {
        match self {
            Decision::Pairs { .. } => "pairing-explain-pairs",
            Decision::MovedDownPaired { .. } => "pairing-explain-moved-down",
            Decision::Exchanges { .. } => "pairing-explain-exchanges",
            Decision::ColourPreferences { .. } => "pairing-explain-colours",
            Decision::RepeatedFloats { .. } => "pairing-explain-repeated-floats",
            Decision::FloatsDown { possible: 0, .. } => "pairing-explain-floats-alone",
            Decision::FloatsDown { .. } => "pairing-explain-floats",
            Decision::Bye { .. } => "pairing-explain-bye",
        }
    }

    fn args(&self) -> Args<'_> {
        match self {
            Decision::Pairs {
                criterion,
                pairs,
                most,
            } => vec![
                ("criterion", Arg::from(*criterion)),
                ("pairs", Arg::from(*pairs)),
                ("most", Arg::from(*most)),
            ],
            Decision::MovedDownPaired {
                criterion,
                paired,
                moved_down,
            } => vec![
                ("criterion", Arg::from(*criterion)),
                ("paired", Arg::from(list(paired))),
                ("paired-count", Arg::from(paired.len())),
                ("moved-down", Arg::from(list(moved_down))),
            ],
            Decision::Exchanges { count } => vec![("count", Arg::from(*count))],
            Decision::ColourPreferences {
                criterion,
                missed,
                strong_criterion,
                strong_missed,
            } => vec![
                ("criterion", Arg::from(*criterion)),
                ("missed", Arg::from(*missed)),
                ("strong-criterion", Arg::from(*strong_criterion)),
                ("strong", Arg::from(*strong_missed)),
            ],
            Decision::RepeatedFloats {
                down_criterion,
                up_criterion,
                down,
                up,
            } => vec![
                ("down-criterion", Arg::from(*down_criterion)),
                ("up-criterion", Arg::from(*up_criterion)),
                ("down", Arg::from(*down)),
                ("up", Arg::from(*up)),
            ],
            Decision::FloatsDown {
                player,
                possible,
                pairs_criterion,
                next_criterion,
                float_criterion,
                floated_last_round,
            } => vec![
                ("player", Arg::from(*player)),
                ("possible", Arg::from(*possible)),
                ("pairs", Arg::from(*pairs_criterion)),
                ("next", Arg::from(*next_criterion)),
                ("first", Arg::from(*float_criterion)),
                ("last", Arg::from(*float_criterion + 7)),
                ("again", Arg::from(if *floated_last_round { "yes" } else { "no" })),
            ],
            Decision::Bye {
                player,
                lowest_score,
                fewest_unplayed,
                barred,
            } => {
                let mut reasons: Vec<ByeReason> = Vec::new();
                if let Some((criterion, s)) = lowest_score {
                    reasons.push(ByeReason::LowestScore {
                        criterion: *criterion,
                        score: score(*s),
                    });
                }
                if let Some((criterion, played)) = fewest_unplayed {
                    reasons.push(ByeReason::FewestUnplayed {
                        criterion: *criterion,
                        played: *played,
                    });
                }
                reasons.push(ByeReason::Eligible { barred: list(barred) });
                reasons.push(ByeReason::PairingOrder);
                vec![
                    ("player", Arg::from(*player)),
                    ("reasons", Arg::boxed(ByeReasons(reasons))),
                ]
            }
        }
    }
}

/// Why a player receives the bye, one criterion at a time.
enum ByeReason {
    LowestScore { criterion: u32, score: String },
    FewestUnplayed { criterion: u32, played: u32 },
    Eligible { barred: String },
    PairingOrder,
}

struct ByeReasons(Vec<ByeReason>);

impl Message for ByeReasons {
    fn code(&self) -> &str {
        "pairing-explain-list"
    }

    fn args(&self) -> Args<'_> {
        vec![(
            "list",
            Arg::List(self.0.iter().map(|r| r as &dyn Message).collect()),
        )]
    }
}

impl Message for ByeReason {
    fn code(&self) -> &str {
        match self {
            ByeReason::LowestScore { .. } => "pairing-explain-bye-score",
            ByeReason::FewestUnplayed { .. } => "pairing-explain-bye-unplayed",
            ByeReason::Eligible { barred } if barred.is_empty() => "pairing-explain-bye-eligible",
            ByeReason::Eligible { .. } => "pairing-explain-bye-eligible-unlike",
            ByeReason::PairingOrder => "pairing-explain-bye-order",
        }
    }

    fn args(&self) -> Args<'_> {
        match self {
            ByeReason::LowestScore { criterion, score } => {
                vec![("criterion", Arg::from(*criterion)), ("score", Arg::from(score))]
            }
            ByeReason::FewestUnplayed { criterion, played } => {
                vec![
                    ("criterion", Arg::from(*criterion)),
                    ("played", Arg::from(*played)),
                ]
            }
            ByeReason::Eligible { barred } => vec![("barred", Arg::from(barred))],
            ByeReason::PairingOrder => Vec::new(),
        }
    }
}

impl fmt::Display for Explanation {
    /// The explanation in English ([`Explanation::render`]).
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.render(Lang::En))
    }
}
