//! Appeals, per the FIDE Appeals Committee Procedural Rules (Handbook C.11):
//! the committee's composition (2.2–2.4), the reserve who replaces a member
//! of a party's federation (2.3), the deadline (3.4: 1 hour in standard play,
//! 15 minutes in rapid and blitz) and the rule that only a chief arbiter's
//! decision can be appealed (3.7). Decisions of the committee are final.
//! Pure: the store supplies times and people.

use chrono::{DateTime, Duration, FixedOffset};
use serde::{Deserialize, Serialize};

use crate::call::Rate;
use crate::refusal::CommitteeProblem;

/// A committee member.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Member {
    /// Name.
    pub name: String,
    /// Federation (three letters), when known.
    #[serde(default)]
    pub federation: Option<String>,
}

/// The appeals committee of an event.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Committee {
    /// The chairman (C.11 2.2.1).
    pub chair: Member,
    /// The two members (C.11 2.2.2).
    pub members: Vec<Member>,
    /// Optional reserves (C.11 2.3).
    #[serde(default)]
    pub reserves: Vec<Member>,
}

impl Committee {
    /// Every problem with the composition; `arbiters` are the event's arbiters,
    /// who may not sit on it (C.06 VII.2).
    pub fn problems(&self, arbiters: &[String]) -> Vec<CommitteeProblem> {
        let mut p = Vec::new();
        if self.members.len() != 2 {
            p.push(CommitteeProblem::Members {
                members: self.members.len(),
            });
        }
        let everyone: Vec<&Member> = std::iter::once(&self.chair)
            .chain(&self.members)
            .chain(&self.reserves)
            .collect();
        for m in &everyone {
            if m.name.trim().is_empty() {
                p.push(CommitteeProblem::NoName);
            }
            if arbiters
                .iter()
                .any(|a| a.trim().eq_ignore_ascii_case(m.name.trim()))
            {
                p.push(CommitteeProblem::Arbiter { name: m.name.clone() });
            }
        }
        let mut feds: Vec<&str> = everyone.iter().filter_map(|m| m.federation.as_deref()).collect();
        feds.sort_unstable();
        for pair in feds.windows(2) {
            if pair[0] == pair[1] {
                p.push(CommitteeProblem::Federation {
                    federation: pair[0].to_string(),
                });
            }
        }
        p.dedup();
        p
    }

    /// Who sits for an appeal involving players of `party_federations`: a
    /// member or chairman from one of those federations is replaced by a
    /// reserve from another (C.11 2.3). Fails when no reserve is left.
    pub fn panel_for(&self, party_federations: &[String]) -> Result<Vec<Member>, crate::DisciplineRefusal> {
        let conflicted = |m: &Member| {
            m.federation
                .as_ref()
                .is_some_and(|f| party_federations.iter().any(|p| p == f))
        };
        let mut reserves = self.reserves.iter().filter(|r| !conflicted(r));
        let mut panel = Vec::new();
        for m in std::iter::once(&self.chair).chain(&self.members) {
            if conflicted(m) {
                match reserves.next() {
                    Some(r) => panel.push(r.clone()),
                    None => {
                        return Err(crate::DisciplineRefusal::NoReserve { name: m.name.clone() });
                    }
                }
            } else {
                panel.push(m.clone());
            }
        }
        Ok(panel)
    }
}

/// How long after the decision an appeal may be lodged (C.11 3.4.1, 3.4.2).
pub fn window(rate: Rate) -> Duration {
    match rate {
        Rate::Standard => Duration::hours(1),
        Rate::Rapid | Rate::Blitz => Duration::minutes(15),
    }
}

/// The article that sets the window.
pub fn window_article(rate: Rate) -> &'static str {
    match rate {
        Rate::Standard => "FIDE C.11 3.4.1",
        Rate::Rapid | Rate::Blitz => "FIDE C.11 3.4.2",
    }
}

/// The last instant an appeal against a decision made at `decided_at` is accepted.
pub fn deadline(rate: Rate, decided_at: DateTime<FixedOffset>) -> DateTime<FixedOffset> {
    decided_at + window(rate)
}

/// The committee's answer.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Outcome {
    /// The appeal succeeds: the decision appealed is annulled.
    Upheld,
    /// The appeal succeeds in part: the decision is replaced by the committee's.
    Modified,
    /// The appeal fails: the decision stands.
    Rejected,
}

impl Outcome {
    /// Reads upheld/modified/rejected.
    pub fn parse(text: &str) -> Option<Outcome> {
        match text.trim().to_ascii_lowercase().as_str() {
            "upheld" | "accepted" | "estimada" => Some(Outcome::Upheld),
            "modified" | "partial" | "parcial" => Some(Outcome::Modified),
            "rejected" | "dismissed" | "desestimada" => Some(Outcome::Rejected),
            _ => None,
        }
    }

    /// Whether a fee paid with the appeal is returned.
    pub fn refunds_fee(self) -> bool {
        !matches!(self, Outcome::Rejected)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn m(name: &str, fed: &str) -> Member {
        Member {
            name: name.into(),
            federation: Some(fed.into()),
        }
    }

    #[test]
    fn c11_3_4_deadlines() {
        let t = DateTime::parse_from_rfc3339("2026-03-01T18:00:00+01:00").unwrap();
        assert_eq!(
            deadline(Rate::Standard, t).to_rfc3339(),
            "2026-03-01T19:00:00+01:00"
        );
        assert_eq!(deadline(Rate::Rapid, t).to_rfc3339(), "2026-03-01T18:15:00+01:00");
        assert_eq!(deadline(Rate::Blitz, t).to_rfc3339(), "2026-03-01T18:15:00+01:00");
    }

    #[test]
    fn c11_2_3_reserve_replaces_a_member_of_a_party_federation() {
        let c = Committee {
            chair: m("Chair", "ESP"),
            members: vec![m("One", "FRA"), m("Two", "ITA")],
            reserves: vec![m("Res", "POR"), m("Res2", "GER")],
        };
        assert!(c.problems(&[]).is_empty());
        let panel = c.panel_for(&["FRA".into()]).unwrap();
        let names: Vec<_> = panel.iter().map(|m| m.name.as_str()).collect();
        assert_eq!(names, ["Chair", "Res", "Two"]);
        assert!(c.panel_for(&["ESP".into(), "FRA".into(), "ITA".into()]).is_err());
    }

    #[test]
    fn c11_2_4_federations_differ_and_arbiters_do_not_sit() {
        let c = Committee {
            chair: m("Chair", "ESP"),
            members: vec![m("One", "ESP")],
            reserves: vec![],
        };
        let p = c.problems(&["chair".into()]);
        assert_eq!(p.len(), 3, "{p:?}");
    }
}
