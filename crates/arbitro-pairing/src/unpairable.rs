//! Why a round cannot be paired: the players who cannot all be paired, whom
//! they may meet, the absolute criterion behind every other pair, and what
//! the arbiter can do next.
//!
//! A round can be paired when the graph of allowed pairs (C1 no rematch, C3
//! absolute colours, prohibited pairs; with an odd number of players a
//! *bye seat* joined to the players C2 lets receive the bye) has a perfect
//! matching. When it has none, Tutte's theorem names the reason, and the
//! Gallai–Edmonds decomposition of a maximum matching finds it: a set D of
//! seats that some maximum matching leaves unpaired, which falls into odd
//! groups (the components of D), each of which can be completed only by
//! pairing one of its members outside the group, with one of the few seats
//! A next to D, and there are fewer of those than groups. That certificate
//! is what the arbiter is shown, so every refusal is proven, never asserted.

use std::collections::BTreeSet;

use arbitro_i18n::{Arg, Args, Message};
use arbitro_trf::Colour;

use crate::matching::Matcher;
use crate::state::{PlayerState, RoundState};
use crate::wide::Wide;

/// A place in the round: a player (by pairing number) or the
/// pairing-allocated bye, which with an odd number of players is a seat
/// someone must take.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Seat {
    /// The player with this pairing number.
    Player(u32),
    /// The pairing-allocated bye.
    Bye,
}

/// The absolute criterion (C.04.3, 2026 numbering) that bars a pair.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Criterion {
    /// C1 (C.04.1 b): the two players have already met.
    Rematch,
    /// C2 (C.04.1 d): the player already had the pairing-allocated bye, or
    /// scored a win's points without playing, and may not receive the bye.
    Bye,
    /// C3: both players have an absolute preference for the same colour
    /// (and neither is a topscorer in the last round).
    Colour(Colour),
    /// The tournament file forbids the pair (records `260`/`XXP`).
    Prohibited,
}

/// One seat of the players who cannot all be paired, and the only seats it
/// may be paired with.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SeatOptions {
    /// The seat.
    pub seat: Seat,
    /// Every seat it may be paired with (its own group's and the partners').
    pub may_meet: Vec<Seat>,
}

/// How many pairs of seats an absolute criterion bars, between the players
/// who cannot all be paired and everybody else.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Barred {
    /// The criterion.
    pub criterion: Criterion,
    /// How many pairs it bars.
    pub pairs: u32,
}

/// The proof that a round cannot be paired (see the module documentation).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Unpairable {
    /// The round that was to be paired.
    pub round: u32,
    /// The seats that cannot all be paired, in odd groups that can meet each
    /// other's members only inside the group; each group lists its seats.
    pub groups: Vec<Vec<Seat>>,
    /// The only seats outside the groups that their members may meet; fewer
    /// than the groups, each of which needs one.
    pub partners: Vec<Seat>,
    /// For each seat of the groups, whom it may meet.
    pub options: Vec<SeatOptions>,
    /// The pairs barred by each absolute criterion, between the groups'
    /// seats and any seat but their partners and their own group's.
    pub barred: Vec<Barred>,
}

impl Unpairable {
    /// Every seat of the groups, in order.
    pub fn seats(&self) -> Vec<Seat> {
        let mut all: Vec<Seat> = self.groups.iter().flatten().copied().collect();
        all.sort();
        all
    }

    /// The criteria that bar pairs here, in their order.
    pub fn criteria(&self) -> Vec<Criterion> {
        self.barred.iter().map(|b| b.criterion).collect()
    }
}

/// The absolute criterion that bars pairing `a` with `b`, if any (the first
/// of C1, a prohibition, C3).
pub(crate) fn barred(st: &RoundState, a: &PlayerState, b: &PlayerState) -> Option<Criterion> {
    if a.opponents.contains(&b.id) {
        return Some(Criterion::Rematch);
    }
    if st.forbidden.contains(&(a.id.min(b.id), a.id.max(b.id))) {
        return Some(Criterion::Prohibited);
    }
    let topscorer = |p: &PlayerState| st.last_round && p.score > st.topscorer_above;
    match (a.pref.colour, b.pref.colour) {
        (Some(ca), Some(cb))
            if a.pref.absolute && b.pref.absolute && ca == cb && !topscorer(a) && !topscorer(b) =>
        {
            Some(Criterion::Colour(ca))
        }
        _ => None,
    }
}

/// The seats of the round: one per player, plus the bye seat when the
/// number of players is odd.
struct Seats<'a> {
    st: &'a RoundState,
    /// Number of seats.
    n: usize,
    /// Index of the bye seat, if any.
    bye: Option<usize>,
}

impl Seats<'_> {
    fn seat(&self, v: usize) -> Seat {
        if Some(v) == self.bye {
            Seat::Bye
        } else {
            Seat::Player(self.st.players[v].id)
        }
    }

    /// What bars seats `u` and `v` from being paired, if anything.
    fn barred(&self, u: usize, v: usize) -> Option<Criterion> {
        match (Some(u) == self.bye, Some(v) == self.bye) {
            (true, true) => Some(Criterion::Bye),
            (true, false) => (!self.st.players[v].bye_eligible).then_some(Criterion::Bye),
            (false, true) => (!self.st.players[u].bye_eligible).then_some(Criterion::Bye),
            (false, false) => barred(self.st, &self.st.players[u], &self.st.players[v]),
        }
    }
}

/// The certificate for a round that has no pairing satisfying the absolute
/// criteria, or `None` when one exists (then the round can be paired, and a
/// refusal would be a fault of the procedure).
pub(crate) fn certificate(st: &RoundState) -> Option<Unpairable> {
    let players = st.players.len();
    let bye = (players % 2 == 1).then_some(players);
    let seats = Seats {
        st,
        n: players + usize::from(bye.is_some()),
        bye,
    };
    let n = seats.n;
    let mut adjacent = vec![Vec::new(); n];
    let mut m = Matcher::new(n);
    for u in 0..n {
        for v in u + 1..n {
            if seats.barred(u, v).is_none() {
                adjacent[u].push(v);
                adjacent[v].push(u);
                m.set_edge(u as u32, v as u32, Some(Wide::ZERO));
            }
        }
    }
    let all: Vec<u32> = (0..n as u32).collect();
    m.init_duals(&all);
    // With every allowed pair present, a stuck search is a maximum
    // matching whose outer (even) vertices form D.
    let stuck = m.solve().err()?;
    let in_d: Vec<bool> = {
        let mut v = vec![false; n];
        for &x in &stuck.forest {
            v[x as usize] = true;
        }
        v
    };
    // The groups: components of D.
    let mut group_of = vec![usize::MAX; n];
    let mut groups: Vec<Vec<usize>> = Vec::new();
    for start in 0..n {
        if !in_d[start] || group_of[start] != usize::MAX {
            continue;
        }
        let g = groups.len();
        let mut members = vec![start];
        group_of[start] = g;
        let mut i = 0;
        while i < members.len() {
            let u = members[i];
            for &v in &adjacent[u] {
                if in_d[v] && group_of[v] == usize::MAX {
                    group_of[v] = g;
                    members.push(v);
                }
            }
            i += 1;
        }
        groups.push(members);
    }
    let partners: BTreeSet<usize> = (0..n)
        .filter(|&u| in_d[u])
        .flat_map(|u| adjacent[u].iter().copied())
        .filter(|&v| !in_d[v])
        .collect();
    let mut barred: Vec<Barred> = Vec::new();
    let mut options = Vec::new();
    for u in (0..n).filter(|&u| in_d[u]) {
        let mut may_meet: Vec<Seat> = adjacent[u].iter().map(|&v| seats.seat(v)).collect();
        may_meet.sort();
        options.push(SeatOptions {
            seat: seats.seat(u),
            may_meet,
        });
        for v in 0..n {
            // Each barred pair once: inside D from its lower seat.
            if v == u || partners.contains(&v) || group_of[v] == group_of[u] || (in_d[v] && v < u) {
                continue;
            }
            if let Some(c) = seats.barred(u, v) {
                match barred.iter_mut().find(|b| b.criterion == c) {
                    Some(b) => b.pairs += 1,
                    None => barred.push(Barred {
                        criterion: c,
                        pairs: 1,
                    }),
                }
            }
        }
    }
    barred.sort_by_key(|b| b.criterion);
    options.sort_by_key(|o| o.seat);
    let mut groups: Vec<Vec<Seat>> = groups
        .into_iter()
        .map(|g| {
            let mut s: Vec<Seat> = g.into_iter().map(|v| seats.seat(v)).collect();
            s.sort();
            s
        })
        .collect();
    groups.sort();
    let mut partners: Vec<Seat> = partners.into_iter().map(|v| seats.seat(v)).collect();
    partners.sort();
    Some(Unpairable {
        round: st.round,
        groups,
        partners,
        options,
        barred,
    })
}

// ----- messages ---------------------------------------------------------------

/// A list of seats as the catalogue writes it: `player 4`, `players 1, 3`,
/// `the bye`, `nobody`.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SeatList(pub Vec<Seat>);

impl Message for SeatList {
    fn code(&self) -> &str {
        "pairing-seats"
    }

    fn args(&self) -> Args<'_> {
        let numbers: Vec<String> = self
            .0
            .iter()
            .filter_map(|s| match s {
                Seat::Player(p) => Some(p.to_string()),
                Seat::Bye => None,
            })
            .collect();
        let bye = self.0.contains(&Seat::Bye);
        vec![
            ("count", Arg::from(numbers.len())),
            ("players", Arg::from(numbers.join(", "))),
            ("bye", Arg::from(if bye { "yes" } else { "no" })),
        ]
    }
}

/// Who cannot all be paired, and with whom they may be paired outside
/// their groups.
struct Who<'a>(&'a Unpairable);

impl Message for Who<'_> {
    fn code(&self) -> &str {
        if self.0.partners.is_empty() {
            "pairing-unpairable-closed"
        } else if self.0.groups.iter().all(|g| g.len() == 1) {
            "pairing-unpairable-alone"
        } else {
            "pairing-unpairable-groups"
        }
    }

    fn args(&self) -> Args<'_> {
        let u = self.0;
        vec![
            ("seats", Arg::boxed(SeatList(u.seats()))),
            ("count", Arg::from(u.groups.iter().map(Vec::len).sum::<usize>())),
            ("groups", Arg::from(u.groups.len())),
            ("partners", Arg::boxed(SeatList(u.partners.clone()))),
            ("partner-count", Arg::from(u.partners.len())),
        ]
    }
}

impl Message for SeatOptions {
    fn code(&self) -> &str {
        match self.seat {
            Seat::Bye => "pairing-unpairable-option-bye",
            Seat::Player(_) => "pairing-unpairable-option",
        }
    }

    fn args(&self) -> Args<'_> {
        vec![
            ("seat", Arg::boxed(SeatList(vec![self.seat]))),
            ("may-meet", Arg::boxed(SeatList(self.may_meet.clone()))),
            ("count", Arg::from(self.may_meet.len())),
        ]
    }
}

impl Message for Barred {
    fn code(&self) -> &str {
        match self.criterion {
            Criterion::Rematch => "pairing-barred-rematch",
            Criterion::Bye => "pairing-barred-bye",
            Criterion::Colour(_) => "pairing-barred-colour",
            Criterion::Prohibited => "pairing-barred-prohibited",
        }
    }

    fn args(&self) -> Args<'_> {
        let mut args = vec![("pairs", Arg::from(self.pairs))];
        if let Criterion::Colour(c) = self.criterion {
            args.push(("colour", Arg::from(colour_word(c))));
        }
        args
    }
}

fn colour_word(c: Colour) -> &'static str {
    match c {
        Colour::White => "white",
        Colour::Black => "black",
    }
}

/// What the arbiter can do about a criterion that blocks the round.
struct Remedy(Option<Criterion>);

impl Message for Remedy {
    fn code(&self) -> &str {
        match self.0 {
            Some(Criterion::Rematch) => "pairing-remedy-rematch",
            Some(Criterion::Bye) => "pairing-remedy-bye",
            Some(Criterion::Colour(_)) => "pairing-remedy-colour",
            Some(Criterion::Prohibited) => "pairing-remedy-prohibited",
            None => "pairing-remedy-absences",
        }
    }
}

/// A sentence introducing a list of messages (`Possible opponents: …`).
struct Listed<M: Message> {
    code: &'static str,
    items: Vec<M>,
}

impl<M: Message> Message for Listed<M> {
    fn code(&self) -> &str {
        self.code
    }

    fn args(&self) -> Args<'_> {
        vec![(
            "list",
            Arg::List(self.items.iter().map(|m| m as &dyn Message).collect()),
        )]
    }
}

impl Unpairable {
    /// What the arbiter can do, one entry per blocking kind of criterion,
    /// then the check of the round's recorded absences.
    fn remedies(&self) -> Vec<Remedy> {
        let mut kinds: Vec<Criterion> = Vec::new();
        for c in self.criteria() {
            let kind = match c {
                Criterion::Colour(_) => Criterion::Colour(Colour::White),
                other => other,
            };
            if !kinds.contains(&kind) {
                kinds.push(kind);
            }
        }
        kinds.into_iter().map(Some).chain([None]).map(Remedy).collect()
    }
}

impl Message for Unpairable {
    fn code(&self) -> &str {
        "pairing-no-pairing"
    }

    fn args(&self) -> Args<'_> {
        let barred: Args<'_> = if self.barred.is_empty() {
            vec![("barred", Arg::from(""))]
        } else {
            vec![(
                "barred",
                Arg::boxed(Listed {
                    code: "pairing-unpairable-barred",
                    items: self.barred.clone(),
                }),
            )]
        };
        let mut args = vec![
            ("round", Arg::from(self.round)),
            ("who", Arg::boxed(Who(self))),
            (
                "options",
                Arg::boxed(Listed {
                    code: "pairing-unpairable-options",
                    items: self.options.clone(),
                }),
            ),
        ];
        args.extend(barred);
        args.push((
            "remedies",
            Arg::boxed(Listed {
                code: "pairing-unpairable-remedies",
                items: self.remedies(),
            }),
        ));
        args
    }
}

impl std::fmt::Display for Unpairable {
    /// The English text of the catalogue.
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&arbitro_i18n::render(arbitro_i18n::Lang::En, self))
    }
}
