//! `arbitro serve`: the site is served on the address printed, read-only,
//! and a folder that is not there is refused with its name.

use std::io::{BufRead, BufReader, Read, Write};
use std::net::TcpStream;
use std::process::{Command, Stdio};
use std::time::Duration;

#[test]
fn serves_the_site_on_the_address_it_prints() {
    let dir = std::env::temp_dir().join(format!("arbitro-serve-cli-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(dir.join("site")).unwrap();
    std::fs::write(dir.join("site/index.html"), "<p>Ronda 3</p>").unwrap();
    std::fs::write(dir.join("secret.txt"), "TOP SECRET").unwrap();
    let mut child = Command::new(env!("CARGO_BIN_EXE_arbitro"))
        .args([
            "serve",
            dir.join("site").to_str().unwrap(),
            "--port",
            "0",
            "--no-qr",
            "--lang",
            "en",
        ])
        .stdout(Stdio::piped())
        .stderr(Stdio::null())
        .spawn()
        .unwrap();
    let mut lines = BufReader::new(child.stdout.take().unwrap()).lines();
    let url = lines
        .by_ref()
        .map_while(Result::ok)
        .find_map(|l| l.trim().strip_prefix("http://").map(str::to_string))
        .expect("an address is printed");
    let host = url.trim_end_matches('/').to_string();
    let fetch = |target: &str| {
        let mut s = TcpStream::connect(&host).unwrap();
        s.set_read_timeout(Some(Duration::from_secs(5))).unwrap();
        write!(s, "GET {target} HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n").unwrap();
        let mut out = String::new();
        let _ = s.read_to_string(&mut out);
        out
    };
    let page = fetch("/");
    let traversal = fetch("/%2e%2e/secret.txt");
    let _ = child.kill();
    let _ = child.wait();
    let _ = std::fs::remove_dir_all(&dir);
    assert!(
        page.starts_with("HTTP/1.1 200") && page.ends_with("<p>Ronda 3</p>"),
        "{page}"
    );
    assert!(
        traversal.starts_with("HTTP/1.1 404") && !traversal.contains("TOP SECRET"),
        "{traversal}"
    );
}

#[test]
fn a_missing_folder_is_refused() {
    let out = Command::new(env!("CARGO_BIN_EXE_arbitro"))
        .args(["serve", "/nonexistent/arbitro-site", "--port", "0"])
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&out.stderr).contains("/nonexistent/arbitro-site"));
}

#[test]
fn the_pairing_list_prints_the_live_view_address() {
    let dir = std::env::temp_dir().join(format!("arbitro-serve-cli-form-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    let run = |args: &[&str]| {
        let out = Command::new(env!("CARGO_BIN_EXE_arbitro"))
            .args(args)
            .output()
            .unwrap();
        assert!(
            out.status.success(),
            "{args:?}: {}",
            String::from_utf8_lossy(&out.stderr)
        );
    };
    let event = dir.join("demo.arbitro");
    let pdf = dir.join("pairings.pdf");
    run(&["demo", "--event", event.to_str().unwrap(), "--seed", "1"]);
    run(&[
        "form",
        "pairings",
        "--event",
        event.to_str().unwrap(),
        "--live-url",
        "http://192.168.1.20:8080/",
        "-o",
        pdf.to_str().unwrap(),
    ]);
    let text = Command::new("pdftotext")
        .args([pdf.to_str().unwrap(), "-"])
        .output()
        .unwrap();
    let text = String::from_utf8_lossy(&text.stdout).to_string();
    let _ = std::fs::remove_dir_all(&dir);
    assert!(
        text.contains("Síguelo en directo en la red de la sala:"),
        "{text}"
    );
    assert!(text.contains("http://192.168.1.20:8080/"), "{text}");
}
