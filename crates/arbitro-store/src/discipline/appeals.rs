//! Appeals, per the FIDE Appeals Committee Procedural Rules (Handbook C.11):
//! the committee's composition (2.2–2.4), the reserve who replaces a member
//! of a party's federation (2.3), the deadline (3.4: 1 hour in standard play,
//! 15 minutes in rapid and blitz) and the rule that only a chief arbiter's
//! decision can be appealed (3.7). Decisions of the committee are final.
//! Pure: the store supplies times and people.

use chrono::{DateTime, Duration, FixedOffset};
use serde::{Deserialize, Serialize};

use crate::call::Rate;
use crate::discipline::refusal::{CommitteeProblem, DisciplineRefusal};
use crate::discipline::{Appeal, AppealDecision, Decision, Discipline, Sanction, appeals};
use crate::error::Result;
use crate::missing::Missing;
use crate::register;
use crate::time::{format_time, parse_time};

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
    pub fn panel_for(
        &self,
        party_federations: &[String],
    ) -> Result<Vec<Member>, crate::discipline::refusal::DisciplineRefusal> {
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
                        return Err(crate::discipline::refusal::DisciplineRefusal::NoReserve {
                            name: m.name.clone(),
                        });
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

impl Discipline<'_> {
    /// Appoints (or replaces) the appeals committee (C.11 2.2–2.4).
    pub fn set_committee(&self, committee: Committee) -> Result<i64> {
        let call = self.event.call()?;
        let mut arbiters = call.arbiters.clone();
        arbiters.push(call.chief_arbiter.clone());
        let problems = committee.problems(&arbiters);
        if !problems.is_empty() {
            return Err(crate::discipline::refusal::CommitteeInvalid { problems }.into());
        }
        self.event.write(|tx| Ok(tx.record(&committee)?.seq))
    }

    /// The committee in force.
    pub fn committee(&self) -> Result<Option<Committee>> {
        Ok(register::bodies::<Committee>(self.event.conn())?
            .pop()
            .map(|(_, c)| c))
    }

    /// Lodges an appeal against a chief arbiter's decision or sanction,
    /// within the C.11 3.4 deadline.
    pub fn lodge_appeal(&self, player: i64, against: i64, text: &str) -> Result<(i64, Appeal)> {
        self.event.players().get(player)?;
        if text.trim().is_empty() {
            return Err(DisciplineRefusal::AppealUnwritten.into());
        }
        let entry = register::get(self.event.conn(), against)?.ok_or(Missing::Entry { seq: against })?;
        let decided_at = if entry.is::<Sanction>() {
            let s: Sanction = register::decode(&entry)?;
            if !s.chief {
                return Err(DisciplineRefusal::DeputySanction { seq: against }.into());
            }
            s.at
        } else if entry.is::<Decision>() {
            register::decode::<Decision>(&entry)?.at
        } else {
            return Err(DisciplineRefusal::NotADecision {
                seq: against,
                kind: entry.kind.clone(),
            }
            .into());
        };
        if register::bodies::<Appeal>(self.event.conn())?
            .iter()
            .any(|(_, a)| a.against == against && a.player == player)
        {
            return Err(DisciplineRefusal::AlreadyAppealed { seq: against }.into());
        }
        let call = self.event.call()?;
        let rate = call.rate();
        let decided: DateTime<FixedOffset> = parse_time(&decided_at)?;
        let deadline = appeals::deadline(rate, decided);
        let now = self.event.now_time();
        if now > deadline {
            return Err(DisciplineRefusal::AppealTooLate {
                seq: against,
                deadline: format_time(&deadline),
                article: appeals::window_article(rate),
            }
            .into());
        }
        let appeal = Appeal {
            player,
            against,
            text: text.to_string(),
            at: format_time(&now),
            deadline: format_time(&deadline),
            deadline_article: appeals::window_article(rate).to_string(),
            fee: call.appeal_fee.clone(),
        };
        let seq = self.event.write(|tx| Ok(tx.record(&appeal)?.seq))?;
        Ok((seq, appeal))
    }

    /// Every appeal with its decision, if any.
    pub fn appeals(&self) -> Result<Vec<(i64, Appeal, Option<AppealDecision>)>> {
        let decisions = register::bodies::<AppealDecision>(self.event.conn())?;
        Ok(register::bodies::<Appeal>(self.event.conn())?
            .into_iter()
            .map(|(seq, a)| {
                let d = decisions
                    .iter()
                    .find(|(_, d)| d.appeal == seq)
                    .map(|(_, d)| d.clone());
                (seq, a, d)
            })
            .collect())
    }

    /// Records the committee's final decision (C.11: decisions are final).
    pub fn decide_appeal(
        &mut self,
        appeal: i64,
        outcome: Outcome,
        text: &str,
    ) -> Result<(i64, AppealDecision)> {
        let (_, a, existing) = self
            .appeals()?
            .into_iter()
            .find(|(seq, _, _)| *seq == appeal)
            .ok_or(Missing::Appeal { seq: appeal })?;
        if existing.is_some() {
            return Err(DisciplineRefusal::AppealDecided { seq: appeal }.into());
        }
        if text.trim().is_empty() {
            return Err(DisciplineRefusal::DecisionUnwritten.into());
        }
        let committee = self.committee()?.ok_or(DisciplineRefusal::NoCommittee)?;
        let mut feds = Vec::new();
        let entry = register::get(self.event.conn(), a.against)?;
        let mut parties = vec![a.player];
        if let Some(e) = entry {
            if e.is::<Sanction>() {
                let s: Sanction = register::decode(&e)?;
                parties.push(s.player);
                if let (Some(r), Some(b)) = (s.round, s.board)
                    && let Ok(g) = self.event.rounds().game(r, b)
                {
                    parties.push(g.white);
                    parties.extend(g.black);
                }
            } else if e.is::<Decision>() {
                parties.extend(register::decode::<Decision>(&e)?.players);
            }
        }
        for p in parties {
            if let Some(f) = self.event.players().get(p)?.input.federation {
                feds.push(f);
            }
        }
        let panel = committee.panel_for(&feds)?;
        let decision = AppealDecision {
            appeal,
            outcome,
            text: text.to_string(),
            panel,
            fee_refunded: a.fee.is_some() && outcome.refunds_fee(),
            at: self.event.now(),
        };
        let seq = self.event.write(|tx| Ok(tx.record(&decision)?.seq))?;
        Ok((seq, decision))
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
