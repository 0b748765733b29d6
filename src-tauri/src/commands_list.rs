// The app's own IPC commands, by name. Shared by build.rs (which generates an
// `allow-<name>` permission for each: commands not listed are unreachable) and
// by the crate (a test checks this list against the registered handlers and
// the generated TypeScript client). Keep it sorted.
&[
    "app_info",
    "play_move",
    "position_view",
    "rules_catalogue",
    "ui_ready",
]
