//! The discipline's register entries: incidents, sanctions, decisions, the
//! appeals committee, appeals and their decisions (the bodies are the
//! area's own types).

crate::register::entry_kinds! {
    crate::discipline::Incident => "incident",
    crate::discipline::Sanction => "sanction",
    crate::discipline::Decision => "decision",
    crate::discipline::appeals::Committee => "committee",
    crate::discipline::Appeal => "appeal",
    crate::discipline::AppealDecision => "appeal-decision",
}
