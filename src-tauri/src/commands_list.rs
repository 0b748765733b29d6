// The app's own IPC commands, by name. Shared by build.rs (which generates an
// `allow-<name>` permission for each: commands not listed are unreachable) and
// by the crate (a test checks this list against the registered handlers and
// the generated TypeScript client). Keep it sorted.
&[
    "add_player",
    "app_info",
    "create_event",
    "current_event",
    "event_folder",
    "import_players",
    "list_players",
    "list_rounds",
    "open_card_game",
    "open_event",
    "open_event_dialog",
    "pair_next_round",
    "play_move",
    "position_view",
    "preview_import",
    "print_scoresheets",
    "publish_round",
    "record_precedent",
    "rules_catalogue",
    "search_precedents",
    "set_result",
    "standings",
    "try_card_play",
    "ui_ready",
    "update_call",
]
