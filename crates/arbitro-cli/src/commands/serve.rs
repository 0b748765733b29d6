//! `arbitro serve DIR`: the live view — the event's site served read-only
//! on the interface and port chosen, its addresses and a QR code printed,
//! until the command is stopped (Ctrl+C).

use std::net::IpAddr;
use std::path::PathBuf;
use std::process::ExitCode;

use arbitro_i18n::{Arg, render};
use arbitro_serve::{DEFAULT_PORT, QrMatrix, ServeOptions, Server};
use clap::Args;

use crate::error::CliError;
use crate::say::Say;

/// Arguments of `arbitro serve`.
#[derive(Debug, Args)]
pub struct ServeArgs {
    /// The site's folder (as `arbitro publish site` writes it).
    pub site: PathBuf,
    /// The interface to listen on: 0.0.0.0 for every network of this
    /// computer, one network card's address for that network only.
    #[arg(long, default_value = "127.0.0.1")]
    pub bind: IpAddr,
    /// The port (0: any free port).
    #[arg(long, default_value_t = DEFAULT_PORT)]
    pub port: u16,
    /// Also write the first address's QR code as SVG to this file.
    #[arg(long)]
    pub qr_svg: Option<PathBuf>,
    /// Do not draw the QR code in the terminal.
    #[arg(long)]
    pub no_qr: bool,
}

/// Runs `arbitro serve` until the process is stopped.
pub fn run(args: ServeArgs) -> Result<ExitCode, CliError> {
    let lang = crate::say::lang();
    let options = ServeOptions {
        site: args.site.clone(),
        address: args.bind,
        port: args.port,
        limits: Default::default(),
    };
    let server = Server::start(&options)?;
    let urls = server.urls();
    let say = |code, args| println!("{}", render(lang, &Say(code, args)));
    say(
        "serve-cli-running",
        vec![("folder", Arg::from(server.site().display().to_string()))],
    );
    for url in &urls {
        println!("  {url}");
    }
    let ip = server.local_addr().ip();
    if ip.is_loopback() {
        say("serve-cli-local-only", Vec::new());
    } else if urls
        .iter()
        .all(|u| u.contains("127.0.0.1") || u.contains("[::1]"))
    {
        say("serve-cli-no-network", Vec::new());
    }
    if let Some(url) = urls.first() {
        let qr = QrMatrix::encode(url)?;
        if let Some(file) = &args.qr_svg {
            std::fs::write(file, qr.to_svg(8)).map_err(|source| CliError::Io {
                path: file.clone(),
                source,
            })?;
            say(
                "serve-cli-qr-written",
                vec![
                    ("url", Arg::from(url.clone())),
                    ("file", Arg::from(file.display().to_string())),
                ],
            );
        }
        if !args.no_qr {
            print!("{}", qr.to_terminal());
        }
    }
    say("serve-cli-stop", Vec::new());
    // Serve until the process is stopped; the server's threads do the work.
    loop {
        std::thread::park();
    }
}
