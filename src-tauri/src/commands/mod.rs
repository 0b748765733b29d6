//! The IPC commands, one module per screen. Each command resolves state,
//! makes one core call and maps the result; the list below is the single
//! place that registers them, and it also describes them for the generated
//! TypeScript client (`ui/src/ipc/bindings.ts`).

pub mod app;
pub mod board;
pub mod cards;
pub mod clocks;
pub mod crosstable;
pub mod decks;
pub mod display;
pub mod dispute;
pub mod event;
pub mod forms;
pub mod import;
pub mod incidents;
pub mod manual;
pub mod pairing;
pub mod players;
pub mod position_setup;
pub mod precedents;
pub mod records;
pub mod rounds;
pub mod rules;
pub mod site;
pub mod teams;

/// One command as the TypeScript client sees it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Signature {
    /// The command's name (snake_case, as registered).
    pub name: &'static str,
    /// Arguments: Rust name and TypeScript type.
    pub args: Vec<(&'static str, String)>,
    /// The TypeScript type of a successful result.
    pub ret: String,
}

/// Registers every command and describes it for the bindings generator.
/// `module::name(arg: Type, …) -> Result;` — the arguments listed are those the
/// UI sends (state and handles are injected by Tauri and not listed).
macro_rules! app_commands {
    ($( $module:ident :: $name:ident ( $( $arg:ident : $ty:ty ),* ) -> $ret:ty ; )*) => {
        /// The invoke handler with every app command.
        pub fn handler<R: tauri::Runtime>() -> impl Fn(tauri::ipc::Invoke<R>) -> bool + Send + Sync + 'static {
            tauri::generate_handler![ $( $module::$name ),* ]
        }

        /// Each command's name, arguments and result type, in registration order.
        pub fn signatures(cfg: &ts_rs::Config) -> Vec<Signature> {
            vec![ $( Signature {
                name: stringify!($name),
                args: vec![ $( (stringify!($arg), <$ty as ts_rs::TS>::name(cfg)) ),* ],
                ret: <$ret as ts_rs::TS>::name(cfg),
            } ),* ]
        }

        /// Visits every type that crosses the IPC boundary (arguments and results).
        pub fn visit_types(visitor: &mut impl ts_rs::TypeVisitor) {
            $( $( visitor.visit::<$ty>(); )* visitor.visit::<$ret>(); )*
        }
    };
}

app_commands! {
    app::app_info() -> app::AppInfo;
    app::ui_ready() -> app::StartupReport;
    app::set_language(lang: arbitro_i18n::Lang) -> arbitro_i18n::Lang;
    app::system_language() -> arbitro_i18n::Lang;
    manual::manual_index() -> Vec<manual::ManualEntry>;
    manual::manual_chapter(topic: arbitro_manual::Topic) -> manual::ManualPage;
    manual::manual_search(query: String) -> Vec<arbitro_manual::Hit>;
    app::open_public_display(fullscreen: bool) -> ();
    app::close_public_display() -> bool;
    display::public_display() -> display::DisplayView;
    board::position_view(request: board::PositionRequest) -> board::BoardView;
    board::play_move(request: board::PositionRequest, mv: String) -> board::PlayedView;
    position_setup::position_setup(request: position_setup::PositionSetupRequest) -> position_setup::PositionSetupView;
    rules::rules_catalogue() -> crate::catalogue::Catalogue;
    event::event_folder() -> event::EventFolder;
    event::create_event(file_name: String, call: event::CallForm) -> event::EventView;
    import::tournament_import_review(file: String) -> import::ImportReview;
    import::import_tournament(file: String, confirm_departure: bool) -> event::EventView;
    event::open_event(file_name: String) -> event::EventView;
    event::open_event_dialog() -> event::EventView;
    event::current_event() -> Option<event::EventView>;
    event::update_call(call: event::CallForm) -> event::EventView;
    event::set_forbidden_pairings(pairings: Vec<arbitro_store::ForbiddenPairing>) -> event::EventView;
    players::list_players() -> Vec<players::PlayerView>;
    players::add_player(player: players::PlayerForm, first_round: Option<u32>) -> players::PlayerView;
    players::withdraw_player(id: i64, after_round: Option<u32>) -> players::PlayerView;
    players::request_bye(id: i64, round: u32, kind: arbitro_store::ByeKind) -> players::PlayerView;
    players::cancel_bye(id: i64, round: u32) -> players::PlayerView;
    players::edit_player(id: i64, player: players::PlayerForm) -> players::PlayerView;
    players::preview_import(file: String) -> players::ImportPreview;
    players::import_players(file: String) -> Vec<players::PlayerView>;
    rounds::pair_next_round() -> rounds::RoundView;
    rounds::list_rounds() -> Vec<rounds::RoundView>;
    rounds::publish_round(round: u32) -> rounds::RoundView;
    rounds::unpair_last_round() -> u32;
    rounds::set_result(round: u32, board: u32, result: String) -> rounds::BoardRow;
    rounds::correct_result(round: u32, board: u32, result: String, reason: String, arbiter: String) -> rounds::CorrectionView;
    rounds::standings() -> rounds::StandingsView;
    pairing::pairing_explanation(round: u32) -> pairing::ExplanationView;
    pairing::check_draft(round: u32, boards: Vec<pairing::DraftBoard>) -> pairing::CheckView;
    pairing::round_detail(round: u32) -> pairing::EditedRound;
    pairing::edit_round(round: u32, edit: pairing::BoardEditForm) -> pairing::EditedRound;
    crosstable::crosstable() -> crosstable::CrosstableView;
    forms::print_form(form: arbitro_forms::FormKind, round: Option<u32>) -> forms::PrintedForm;
    forms::open_print_folder() -> String;
    site::publish_site() -> site::PublishedSite;
    decks::deck_round(round: u32) -> decks::DeckRoundView;
    decks::record_deck_check(round: u32, board: u32, check: decks::DeckCheckForm) -> decks::DeckBoardView;
    decks::override_deck(round: u32, board: u32, arbiter: String, reason: String) -> decks::DeckBoardView;
    clocks::board_clock(round: u32, board: u32) -> clocks::ClockView;
    clocks::clock_action(round: u32, board: u32, action: clocks::ClockActionForm) -> clocks::ClockView;
    clocks::adjust_clock(round: u32, board: u32, adjust: clocks::ClockAdjustForm) -> clocks::ClockAdjustOutcome;
    incidents::discipline() -> incidents::DisciplineView;
    incidents::suggest_sanction(incident: incidents::IncidentForm) -> incidents::SuggestionView;
    incidents::record_incident(incident: incidents::IncidentForm, sanction: incidents::SanctionForm) -> incidents::DisciplineChange;
    incidents::correct_sanction(seq: i64, penalties: Vec<incidents::PenaltyForm>, reason: String, arbiter: String, result: String) -> incidents::DisciplineChange;
    incidents::correct_incident(seq: i64, incident: incidents::IncidentForm, sanction: incidents::SanctionForm, reason: String) -> incidents::DisciplineChange;
    incidents::record_decision(decision: incidents::DecisionForm) -> incidents::DisciplineChange;
    incidents::set_committee(committee: incidents::CommitteeForm) -> incidents::DisciplineChange;
    incidents::lodge_appeal(player: i64, against: i64, text: String) -> incidents::DisciplineChange;
    incidents::decide_appeal(appeal: i64, outcome: incidents::AppealOutcome, text: String) -> incidents::DisciplineChange;
    precedents::record_precedent(precedent: precedents::PrecedentForm) -> precedents::PrecedentView;
    precedents::search_precedents(text: String, card_code: String) -> Vec<precedents::PrecedentView>;
    precedents::export_precedents(file_name: String) -> precedents::ExportedPrecedents;
    precedents::import_precedents(file: String) -> precedents::PrecedentImportView;
    cards::open_card_game(file: String) -> cards::CardGameView;
    cards::try_card_play(after: u32, play: cards::CardPlayForm) -> cards::CardEventView;
    dispute::dispute_new() -> dispute::DisputeStartView;
    dispute::dispute_start(round: u32, board: u32, at_step: Option<u32>) -> dispute::DisputeStartView;
    dispute::save_dispute_draft(id: Option<i64>, draft: dispute::DisputeDraftForm) -> i64;
    dispute::dispute_drafts() -> Vec<dispute::DisputeDraftView>;
    dispute::discard_dispute_draft(id: i64) -> ();
    dispute::record_dispute(record: dispute::DisputeRecordForm) -> dispute::DisputeView;
    dispute::list_disputes() -> Vec<dispute::DisputeView>;
    dispute::dispute_deck(deck: arbitro_cards::DeckRef) -> dispute::DisputeDeck;
    dispute::dispute_check(setup: arbitro_cards::Setup, history: Vec<arbitro_cards::Event>) -> dispute::SetupCheck;
    dispute::dispute_targets(setup: arbitro_cards::Setup, history: Vec<arbitro_cards::Event>, card: String, by: arbitro_cards::Colour, picks: arbitro_cards::Picks) -> dispute::TargetsView;
    dispute::dispute_move(setup: arbitro_cards::Setup, history: Vec<arbitro_cards::Event>, text: String) -> String;
    dispute::dispute_resolve(setup: arbitro_cards::Setup, history: Vec<arbitro_cards::Event>, play: arbitro_cards::Event) -> dispute::RulingView;
    records::list_records(round: Option<u32>) -> Vec<records::RecordView>;
    records::attach_record(attach: records::AttachForm) -> records::AttachedView;
    records::replay_record(round: u32, board: u32) -> records::ReplayView;
    records::export_record(round: u32, board: u32, to: records::ExportTarget) -> records::ExportedRecord;
    teams::list_teams() -> Vec<teams::TeamView>;
    teams::add_team(name: String, board1: i64, board2: i64) -> teams::TeamView;
    teams::pair_team_round() -> rounds::RoundView;
    teams::team_matches(round: u32) -> Vec<teams::TeamMatchView>;
    teams::team_standings() -> teams::TeamStandingsView;
}
