//! `arbitro-app [--demo] [--event-dir DIR]`: the desktop app.

// No console window on Windows release builds.
#![cfg_attr(not(debug_assertions), windows_subsystem = "windows")]

use std::process::ExitCode;

use arbitro_app::state::LaunchOptions;

fn main() -> ExitCode {
    let launch = match LaunchOptions::parse(std::env::args().skip(1)) {
        Ok(launch) => launch,
        Err(message) => {
            eprintln!("arbitro-app: {message}");
            return ExitCode::from(2);
        }
    };
    match arbitro_app::run(launch) {
        Ok(()) => ExitCode::SUCCESS,
        Err(error) => {
            eprintln!("arbitro-app: {error}");
            ExitCode::FAILURE
        }
    }
}
