//! `arbitro`: every capability of the project from the command line.
//!
//! `main` only parses the arguments, runs the command and maps its outcome to
//! an exit code: 0 success, 1 a negative answer the command was asked for
//! (rejected events, rule violations found), 2 bad input or usage. Errors are
//! printed as one line on stderr in the user's language (`--lang es|en`, else
//! the locale); nothing here panics on user input.

mod cli;
mod commands;
mod error;
mod say;

use std::io::Write;
use std::process::ExitCode;

use clap::Parser;
use clap::error::ErrorKind;

fn main() -> ExitCode {
    quiet_on_closed_pipe();
    let args = cli::double_forfeit_dashes(std::env::args().collect());
    say::set_lang(say::lang_from(&args));
    let cli = match cli::Cli::try_parse_from(&args) {
        Ok(cli) => cli,
        Err(err) => return usage_error(&err),
    };
    match cli::run(cli) {
        Ok(code) => code,
        Err(err) => {
            eprintln!("arbitro: {}", say::text(&err));
            ExitCode::from(err.exit_code())
        }
    }
}

/// `arbitro … | head`: when the reader of standard output goes away, stop
/// quietly as other command-line tools do, instead of reporting the failed
/// `println!` as a panic. Every other panic keeps the default report.
fn quiet_on_closed_pipe() {
    let default = std::panic::take_hook();
    std::panic::set_hook(Box::new(move |info| {
        let message = info.payload_as_str().unwrap_or("");
        if message.starts_with("failed printing to stdout") && message.contains("Broken pipe") {
            std::process::exit(0);
        }
        default(info);
    }));
}

/// Help and version go to stdout as clap renders them; a usage mistake is
/// reported as one line on stderr in the user's language, exit code 2.
fn usage_error(err: &clap::Error) -> ExitCode {
    match err.kind() {
        ErrorKind::DisplayHelp | ErrorKind::DisplayVersion => {
            // `arbitro --help | head`: a closed pipe is not an error.
            let _ = write!(std::io::stdout().lock(), "{err}");
            ExitCode::SUCCESS
        }
        ErrorKind::DisplayHelpOnMissingArgumentOrSubcommand => {
            eprint!("{err}");
            ExitCode::from(2)
        }
        _ => {
            eprintln!("arbitro: {}", say::text(&cli::UsageMistake::of(err)));
            ExitCode::from(2)
        }
    }
}
