//! The live view under hostile requests: path traversal in every encoding,
//! absolute paths, symbolic links out of the site, dotfiles, folders,
//! methods other than GET and HEAD, huge and numerous headers, bodies,
//! garbage, many slow connections and too many connections. Nothing but
//! the site is served, and a normal client is served meanwhile.

use std::io::{Read, Write};
use std::net::{SocketAddr, TcpStream};
use std::path::PathBuf;
use std::time::{Duration, Instant};

use arbitro_serve::{Limits, ServeOptions, Server, live};

/// A site and a secret beside it, in a temporary folder.
struct Fixture {
    dir: PathBuf,
}

impl Fixture {
    fn new(tag: &str) -> Fixture {
        let dir = std::env::temp_dir().join(format!("arbitro-serve-{tag}-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        let site = dir.join("site");
        for folder in ["round/1", "empty", ".git"] {
            std::fs::create_dir_all(site.join(folder)).unwrap();
        }
        let write = |name: &str, text: &str| std::fs::write(site.join(name), text).unwrap();
        write(
            "index.html",
            "<!doctype html><title>Open</title><p>Clasificación</p>",
        );
        write("round/1/index.html", "<!doctype html><title>Ronda 1</title>");
        write("site.css", "body { margin: 0 }");
        write(live::LIVE_SCRIPT_FILE, &live::live_script());
        write("ñandú.html", "<p>ñandú</p>");
        write("logo.svg", "<svg xmlns=\"http://www.w3.org/2000/svg\"/>");
        write(".secret", "SITE SECRET");
        write(".git/config", "SITE SECRET");
        std::fs::write(dir.join("secret.txt"), "TOP SECRET").unwrap();
        #[cfg(unix)]
        {
            use std::os::unix::fs::symlink;
            symlink(&dir, site.join("escape")).unwrap();
            symlink(dir.join("secret.txt"), site.join("secret-link.txt")).unwrap();
            symlink(site.join(".secret"), site.join("hidden-link")).unwrap();
            symlink(site.join("index.html"), site.join("inside.html")).unwrap();
        }
        Fixture { dir }
    }

    fn site(&self) -> PathBuf {
        self.dir.join("site")
    }

    fn serve(&self, limits: Limits) -> Server {
        let mut options = ServeOptions::local(self.site());
        options.port = 0;
        options.limits = limits;
        Server::start(&options).unwrap()
    }
}

impl Drop for Fixture {
    fn drop(&mut self) {
        let _ = std::fs::remove_dir_all(&self.dir);
    }
}

/// A response as the test reads it.
#[derive(Debug)]
struct Response {
    status: u16,
    headers: Vec<(String, String)>,
    body: Vec<u8>,
}

impl Response {
    fn header(&self, name: &str) -> Option<&str> {
        self.headers
            .iter()
            .find(|(n, _)| n.eq_ignore_ascii_case(name))
            .map(|(_, v)| v.as_str())
    }

    fn text(&self) -> String {
        String::from_utf8_lossy(&self.body).to_string()
    }
}

/// Parses the first response in `bytes`; the rest is returned too.
fn parse(bytes: &[u8]) -> Option<(Response, Vec<u8>)> {
    let end = bytes.windows(4).position(|w| w == b"\r\n\r\n")? + 4;
    let head = String::from_utf8_lossy(&bytes[..end]).to_string();
    let mut lines = head.split("\r\n");
    let status: u16 = lines.next()?.split(' ').nth(1)?.parse().ok()?;
    let headers: Vec<(String, String)> = lines
        .filter(|l| !l.is_empty())
        .filter_map(|l| l.split_once(':'))
        .map(|(n, v)| (n.trim().to_string(), v.trim().to_string()))
        .collect();
    let length: usize = headers
        .iter()
        .find(|(n, _)| n.eq_ignore_ascii_case("content-length"))
        .and_then(|(_, v)| v.parse().ok())
        .unwrap_or(0);
    let body_end = if status == 304 {
        end
    } else {
        (end + length).min(bytes.len())
    };
    Some((
        Response {
            status,
            headers,
            body: bytes[end..body_end].to_vec(),
        },
        bytes[body_end..].to_vec(),
    ))
}

/// Sends `request` as is on a new connection and reads until the server
/// closes (or 5 s pass).
fn raw(addr: SocketAddr, request: &[u8]) -> Vec<u8> {
    let mut stream = TcpStream::connect(addr).unwrap();
    stream.set_read_timeout(Some(Duration::from_secs(5))).unwrap();
    let _ = stream.write_all(request);
    let mut out = Vec::new();
    let mut chunk = [0u8; 8192];
    loop {
        match stream.read(&mut chunk) {
            Ok(0) => break,
            Ok(n) => out.extend_from_slice(&chunk[..n]),
            Err(_) => break,
        }
    }
    out
}

fn get(addr: SocketAddr, target: &str) -> Response {
    request(
        addr,
        &format!("GET {target} HTTP/1.1\r\nHost: venue\r\nConnection: close\r\n\r\n"),
    )
}

fn request(addr: SocketAddr, text: &str) -> Response {
    let bytes = raw(addr, text.as_bytes());
    parse(&bytes)
        .unwrap_or_else(|| panic!("no response to {text:?}: {:?}", String::from_utf8_lossy(&bytes)))
        .0
}

const SECRETS: [&str; 2] = ["TOP SECRET", "SITE SECRET"];

#[test]
fn traversal_in_every_encoding_absolute_paths_links_and_dotfiles_serve_nothing() {
    let fixture = Fixture::new("traversal");
    let server = fixture.serve(Limits::default());
    let addr = server.local_addr();
    let cases: &[(&str, u16)] = &[
        ("/../secret.txt", 404),
        ("/..", 404),
        ("/%2e%2e/secret.txt", 404),
        ("/%2E%2E/secret.txt", 404),
        ("/.%2e/secret.txt", 404),
        ("/..%2fsecret.txt", 404),
        ("/..%2Fsecret.txt", 404),
        ("/%2e%2e%2fsecret.txt", 404),
        ("/round/../../secret.txt", 404),
        ("/round/1/%2e%2e/%2e%2e/%2e%2e/secret.txt", 404),
        ("/%252e%252e/secret.txt", 404),
        ("/..%5csecret.txt", 404),
        ("/..\\secret.txt", 404),
        ("/%c0%ae%c0%ae/secret.txt", 400),
        ("/%e0%80%ae%e0%80%ae/secret.txt", 400),
        ("//etc/passwd", 404),
        ("/etc/passwd", 404),
        ("/C:/Windows/win.ini", 404),
        ("C:\\Windows\\win.ini", 400),
        ("secret.txt", 400),
        ("*", 400),
        ("http://venue/../secret.txt", 404),
        ("http://venue/%2e%2e/secret.txt", 404),
        ("/index.html%00.txt", 404),
        ("/.secret", 404),
        ("/%2esecret", 404),
        ("/.git/config", 404),
        ("/.git/", 404),
        ("/round/.%2e/.secret", 404),
        ("/escape/secret.txt", 404),
        ("/escape/site/.secret", 404),
        ("/secret-link.txt", 404),
        ("/hidden-link", 404),
        ("/empty/", 404),
        ("/nothing.html", 404),
    ];
    for (target, status) in cases {
        let response = get(addr, target);
        assert_eq!(response.status, *status, "{target}: {}", response.text());
        for secret in SECRETS {
            assert!(!response.text().contains(secret), "{target} served a secret");
        }
    }
    // What the site is, it serves.
    for (target, needle) in [
        ("/", "Clasificación"),
        ("/index.html", "Clasificación"),
        ("/round/1/", "Ronda 1"),
        ("/round//1/index.html", "Ronda 1"),
        ("/round/1/index.html?v=3#top", "Ronda 1"),
        ("http://venue:8080/round/1/", "Ronda 1"),
        ("/%C3%B1and%C3%BA.html", "ñandú"),
        ("/inside.html", "Clasificación"),
    ] {
        let response = get(addr, target);
        assert_eq!(response.status, 200, "{target}");
        assert!(response.text().contains(needle), "{target}: {}", response.text());
    }
    // A folder without its slash is redirected, never listed.
    let redirect = get(addr, "/round");
    assert_eq!(
        (redirect.status, redirect.header("Location")),
        (301, Some("/round/"))
    );
    assert_eq!(get(addr, "/empty").header("Location"), Some("/empty/"));
}

#[test]
fn only_get_and_head_and_no_bodies() {
    let fixture = Fixture::new("methods");
    let server = fixture.serve(Limits::default());
    let addr = server.local_addr();
    let before = {
        let mut names: Vec<String> = std::fs::read_dir(fixture.site())
            .unwrap()
            .map(|e| e.unwrap().file_name().to_string_lossy().to_string())
            .collect();
        names.sort();
        names
    };
    for method in [
        "POST", "PUT", "DELETE", "PATCH", "OPTIONS", "TRACE", "CONNECT", "PROPFIND", "MKCOL",
    ] {
        let response = request(
            addr,
            &format!(
                "{method} /index.html HTTP/1.1\r\nHost: venue\r\nContent-Length: 4\r\nConnection: close\r\n\r\nabcd"
            ),
        );
        assert_eq!(response.status, 405, "{method}");
        assert_eq!(response.header("Allow"), Some("GET, HEAD"), "{method}");
    }
    // Nothing was written into the site.
    let names = |dir: PathBuf| -> Vec<String> {
        let mut names: Vec<String> = std::fs::read_dir(dir)
            .unwrap()
            .map(|e| e.unwrap().file_name().to_string_lossy().to_string())
            .collect();
        names.sort();
        names
    };
    assert_eq!(names(fixture.site()), before);
    let with_body = request(
        addr,
        "GET / HTTP/1.1\r\nHost: v\r\nContent-Length: 5\r\n\r\nhello",
    );
    assert_eq!(with_body.status, 413);
    let chunked = request(
        addr,
        "GET / HTTP/1.1\r\nHost: v\r\nTransfer-Encoding: chunked\r\n\r\n0\r\n\r\n",
    );
    assert_eq!(chunked.status, 413);
    assert_eq!(request(addr, "GET / HTTP/2.0\r\nHost: v\r\n\r\n").status, 505);
    assert_eq!(request(addr, "GET / SPDY/3\r\n\r\n").status, 505);
    let tls = raw(addr, b"\x16\x03\x01\x02\x00\x01\x00\x01\xfc\x03\x03\r\n\r\n");
    assert_eq!(parse(&tls).unwrap().0.status, 400);
    // HEAD: the headers of GET, no body.
    let head = raw(
        addr,
        b"HEAD /site.css HTTP/1.1\r\nHost: v\r\nConnection: close\r\n\r\n",
    );
    let text = String::from_utf8_lossy(&head);
    assert!(text.starts_with("HTTP/1.1 200"), "{text}");
    assert!(text.contains("Content-Length: 18\r\n"), "{text}");
    assert!(text.ends_with("\r\n\r\n"), "HEAD sent a body: {text}");
}

#[test]
fn huge_heads_and_many_headers_are_refused() {
    let fixture = Fixture::new("sizes");
    let server = fixture.serve(Limits::default());
    let addr = server.local_addr();
    let long_target = format!("/{}", "a".repeat(100_000));
    assert_eq!(get(addr, &long_target).status, 414);
    let huge_header = format!(
        "GET / HTTP/1.1\r\nHost: v\r\nX-Big: {}\r\n\r\n",
        "b".repeat(100_000)
    );
    assert_eq!(request(addr, &huge_header).status, 431);
    let mut many = String::from("GET / HTTP/1.1\r\nHost: v\r\n");
    for i in 0..200 {
        many.push_str(&format!("X-{i}: {i}\r\n"));
    }
    many.push_str("\r\n");
    assert_eq!(request(addr, &many).status, 431);
    // A megabyte with no line end at all.
    let endless = vec![b'G'; 1 << 20];
    assert_eq!(parse(&raw(addr, &endless)).unwrap().0.status, 414);
    // Just under the bounds is fine.
    let mut fine = String::from("GET / HTTP/1.1\r\nHost: v\r\nConnection: close\r\n");
    for i in 0..50 {
        fine.push_str(&format!("X-{i}: {}\r\n", "c".repeat(100)));
    }
    fine.push_str("\r\n");
    assert_eq!(request(addr, &fine).status, 200);
    assert!(server.stats().rejected >= 4);
}

#[test]
fn content_types_caching_and_revalidation() {
    let fixture = Fixture::new("caching");
    let server = fixture.serve(Limits::default());
    let addr = server.local_addr();
    let page = get(addr, "/");
    assert_eq!(page.header("Content-Type"), Some("text/html; charset=utf-8"));
    assert_eq!(page.header("Cache-Control"), Some("no-cache"));
    assert_eq!(page.header("X-Content-Type-Options"), Some("nosniff"));
    assert!(
        page.header("Content-Security-Policy")
            .unwrap()
            .contains("default-src 'self'")
    );
    let etag = page.header("ETag").unwrap().to_string();
    let css = get(addr, "/site.css");
    assert_eq!(css.header("Content-Type"), Some("text/css; charset=utf-8"));
    assert_eq!(css.header("Cache-Control"), Some("max-age=300"));
    assert_eq!(
        get(addr, "/logo.svg").header("Content-Type"),
        Some("image/svg+xml")
    );
    let script = get(addr, &format!("/{}", live::LIVE_SCRIPT_FILE));
    assert_eq!(
        script.header("Content-Type"),
        Some("text/javascript; charset=utf-8")
    );
    assert!(script.text().contains("location.reload()"));

    let conditional = |tag: &str| {
        request(
            addr,
            &format!("GET / HTTP/1.1\r\nHost: v\r\nIf-None-Match: {tag}\r\nConnection: close\r\n\r\n"),
        )
    };
    let fresh = conditional(&etag);
    assert_eq!(fresh.status, 304);
    assert!(fresh.body.is_empty());
    let since = page.header("Last-Modified").unwrap().to_string();
    let by_date = request(
        addr,
        &format!("GET / HTTP/1.1\r\nHost: v\r\nIf-Modified-Since: {since}\r\nConnection: close\r\n\r\n"),
    );
    assert_eq!(by_date.status, 304);

    // The page regenerated with the same content: same ETag (no reload);
    // with new content (a round published): a new one.
    let index = fixture.site().join("index.html");
    let text = std::fs::read_to_string(&index).unwrap();
    std::thread::sleep(Duration::from_millis(20));
    std::fs::write(&index, &text).unwrap();
    assert_eq!(conditional(&etag).status, 304);
    std::fs::write(
        &index,
        text.replace("Clasificación", "Clasificación tras la ronda 2"),
    )
    .unwrap();
    let changed = conditional(&etag);
    assert_eq!(changed.status, 200);
    assert_ne!(changed.header("ETag").unwrap(), etag);
}

#[test]
fn keep_alive_pipelining_and_error_pages_in_the_clients_language() {
    let fixture = Fixture::new("keepalive");
    let server = fixture.serve(Limits::default());
    let addr = server.local_addr();
    let two = raw(
        addr,
        b"GET /site.css HTTP/1.1\r\nHost: v\r\n\r\nGET /nothing HTTP/1.1\r\nHost: v\r\nAccept-Language: en-GB,en;q=0.8\r\nConnection: close\r\n\r\n",
    );
    let (first, rest) = parse(&two).unwrap();
    assert_eq!(first.status, 200);
    assert_eq!(first.text(), "body { margin: 0 }");
    let (second, _) = parse(&rest).unwrap();
    assert_eq!(second.status, 404);
    assert!(second.text().contains("Not found"), "{}", second.text());
    let spanish = get(addr, "/nada");
    assert!(spanish.text().contains("No existe"), "{}", spanish.text());
    assert!(spanish.text().contains("lang=\"es\""));
}

/// Opens a connection from `source` (another loopback address than the
/// slow clients', so that the limit per client does not apply to it).
#[cfg(target_os = "linux")]
fn connect_from(source: &str, addr: SocketAddr) -> TcpStream {
    use socket2::{Domain, Socket, Type};
    let socket = Socket::new(Domain::IPV4, Type::STREAM, None).unwrap();
    socket
        .bind(&source.parse::<SocketAddr>().unwrap().into())
        .unwrap();
    socket.connect(&addr.into()).unwrap();
    socket.into()
}

/// The time a normal request takes on a new connection.
fn timed_get(stream: &mut TcpStream) -> (u16, Duration) {
    let started = Instant::now();
    stream.set_read_timeout(Some(Duration::from_secs(10))).unwrap();
    stream
        .write_all(b"GET /round/1/ HTTP/1.1\r\nHost: v\r\nConnection: close\r\n\r\n")
        .unwrap();
    let mut out = Vec::new();
    let _ = stream.read_to_end(&mut out);
    (parse(&out).map_or(0, |(r, _)| r.status), started.elapsed())
}

#[test]
fn many_slow_connections_do_not_stop_a_normal_client_and_are_cut() {
    let fixture = Fixture::new("slow");
    let limits = Limits {
        max_connections: 400,
        max_per_client: 400,
        head_timeout: Duration::from_secs(2),
        ..Limits::default()
    };
    let server = fixture.serve(limits);
    let addr = server.local_addr();
    // 200 clients that send their head a byte at a time, never finishing.
    let mut slow: Vec<TcpStream> = (0..200)
        .map(|_| {
            let mut s = TcpStream::connect(addr).unwrap();
            s.write_all(b"GET / HTTP/1.1\r\nX-Slow: ").unwrap();
            s
        })
        .collect();
    let started = Instant::now();
    let mut worst = Duration::ZERO;
    while started.elapsed() < Duration::from_millis(1500) {
        for s in &mut slow {
            let _ = s.write_all(b"a");
        }
        let mut normal = TcpStream::connect(addr).unwrap();
        let (status, took) = timed_get(&mut normal);
        assert_eq!(status, 200);
        worst = worst.max(took);
        std::thread::sleep(Duration::from_millis(100));
    }
    eprintln!("normal requests beside 200 slow connections: the slowest took {worst:?}");
    assert!(
        worst < Duration::from_millis(1000),
        "a normal request took {worst:?}"
    );
    // The slow ones are answered 408 and closed once their time is up.
    for s in &mut slow {
        s.set_read_timeout(Some(Duration::from_secs(5))).unwrap();
        let mut out = Vec::new();
        let _ = s.read_to_end(&mut out);
        let status = parse(&out).map(|(r, _)| r.status);
        assert!(
            status == Some(408) || out.is_empty(),
            "{:?}",
            String::from_utf8_lossy(&out)
        );
    }
    assert!(started.elapsed() < Duration::from_secs(8));
    // Nothing left open.
    let settle = Instant::now();
    while server.stats().open > 0 && settle.elapsed() < Duration::from_secs(3) {
        std::thread::sleep(Duration::from_millis(50));
    }
    assert_eq!(server.stats().open, 0);
}

#[cfg(target_os = "linux")]
#[test]
fn one_client_cannot_take_every_connection() {
    let fixture = Fixture::new("perclient");
    let limits = Limits {
        max_connections: 64,
        max_per_client: 8,
        ..Limits::default()
    };
    let server = fixture.serve(limits);
    let addr = server.local_addr();
    // 100 idle connections from one address: 8 are held, the rest refused.
    let held: Vec<TcpStream> = (0..100).map(|_| TcpStream::connect(addr).unwrap()).collect();
    let mut refused = 0;
    for mut s in held.iter().skip(8).map(|s| s.try_clone().unwrap()) {
        s.set_read_timeout(Some(Duration::from_secs(5))).unwrap();
        let mut out = Vec::new();
        let _ = s.read_to_end(&mut out);
        if String::from_utf8_lossy(&out).starts_with("HTTP/1.1 503") {
            refused += 1;
        }
    }
    assert_eq!(refused, 92);
    // Another device is served at once.
    let mut other = connect_from("127.0.0.2:0", addr);
    let (status, took) = timed_get(&mut other);
    eprintln!("another device beside 100 connections of one: {took:?}");
    assert_eq!(status, 200);
    assert!(took < Duration::from_millis(1000), "{took:?}");
    assert!(server.stats().refused >= 92);
    drop(held);
}

#[test]
fn too_many_connections_are_refused_and_the_server_recovers() {
    let fixture = Fixture::new("cap");
    let limits = Limits {
        max_connections: 10,
        max_per_client: 10,
        ..Limits::default()
    };
    let server = fixture.serve(limits);
    let addr = server.local_addr();
    let held: Vec<TcpStream> = (0..10).map(|_| TcpStream::connect(addr).unwrap()).collect();
    std::thread::sleep(Duration::from_millis(200));
    let refused = get(addr, "/");
    assert_eq!(refused.status, 503);
    assert_eq!(refused.header("Retry-After"), Some("2"));
    // A short text in both languages, not an empty answer.
    assert_eq!(refused.header("Content-Type"), Some("text/plain; charset=utf-8"));
    let text = refused.text();
    assert!(text.contains("ocupado") && text.contains("busy"), "{text:?}");
    assert!(text.len() < 200, "{text:?}");
    drop(held);
    let settle = Instant::now();
    loop {
        let response = get(addr, "/");
        if response.status == 200 {
            break;
        }
        assert!(
            settle.elapsed() < Duration::from_secs(5),
            "the server did not recover"
        );
        std::thread::sleep(Duration::from_millis(50));
    }
}

#[test]
fn stop_closes_everything_and_start_refuses_what_is_not_a_site() {
    let fixture = Fixture::new("stop");
    let server = fixture.serve(Limits::default());
    let addr = server.local_addr();
    let mut slow = TcpStream::connect(addr).unwrap();
    slow.write_all(b"GET / HT").unwrap();
    assert_eq!(get(addr, "/").status, 200);
    let started = Instant::now();
    server.stop();
    slow.set_read_timeout(Some(Duration::from_secs(5))).unwrap();
    let mut out = Vec::new();
    let _ = slow.read_to_end(&mut out);
    assert!(
        started.elapsed() < Duration::from_secs(2),
        "stop took {:?}",
        started.elapsed()
    );
    assert!(TcpStream::connect_timeout(&addr, Duration::from_secs(1)).is_err());

    let missing = ServeOptions::local(fixture.dir.join("nowhere"));
    assert!(Server::start(&missing).is_err());
    let file = ServeOptions::local(fixture.dir.join("secret.txt"));
    assert!(Server::start(&file).is_err());
    // The same port twice.
    let first = fixture.serve(Limits::default());
    let mut again = ServeOptions::local(fixture.site());
    again.port = first.local_addr().port();
    let err = Server::start(&again).unwrap_err();
    assert_eq!(arbitro_i18n::Message::code(&err), "serve-bind");
    assert!(arbitro_i18n::render(arbitro_i18n::Lang::Es, &err).contains("en uso"));
}

/// One request on a new connection, as a phone or a script opens them:
/// `close` asks the server to close, else the connection stays open
/// (keep-alive) for the caller to close. The status, and the connection.
fn one_shot(addr: SocketAddr, close: bool) -> (u16, TcpStream) {
    let mut stream = TcpStream::connect(addr).unwrap();
    stream.set_read_timeout(Some(Duration::from_secs(10))).unwrap();
    let connection = if close { "close" } else { "keep-alive" };
    // A server that refuses at once may close before the request is sent.
    if write!(
        stream,
        "GET /round/1/ HTTP/1.1\r\nHost: venue\r\nConnection: {connection}\r\n\r\n"
    )
    .is_err()
    {
        return (0, stream);
    }
    let mut out = Vec::new();
    let mut chunk = [0u8; 4096];
    loop {
        if let Some((response, _)) = parse(&out)
            && response.header("Content-Length").and_then(|l| l.parse().ok()) == Some(response.body.len())
        {
            return (response.status, stream);
        }
        match stream.read(&mut chunk) {
            Ok(0) | Err(_) => return (parse(&out).map_or(0, |(r, _)| r.status), stream),
            Ok(n) => out.extend_from_slice(&chunk[..n]),
        }
    }
}

/// 20 clients on one address, each opening a new connection for each of
/// its 50 requests: a quarter ask the server to close it, the others keep it open
/// until their next request is answered (as a browser keeps an idle
/// connection), so that up to 35 are open at once against a cap of 32 per
/// address. A connection over the cap waits for one of the address's to
/// end, and one the server has answered and is closing no longer counts:
/// every request is answered 200.
#[test]
fn twenty_clients_opening_a_connection_per_request_are_all_served() {
    let fixture = Fixture::new("churn");
    let server = fixture.serve(Limits::default());
    let addr = server.local_addr();
    let started = Instant::now();
    let workers: Vec<_> = (0..20)
        .map(|client| {
            std::thread::spawn(move || {
                let mut failed = Vec::new();
                let mut slowest = Duration::ZERO;
                let close = client % 4 == 0;
                let mut previous = None;
                for _ in 0..50 {
                    let t = Instant::now();
                    let (status, stream) = one_shot(addr, close);
                    slowest = slowest.max(t.elapsed());
                    if status != 200 {
                        failed.push(status);
                    }
                    // The connection before this one closes now.
                    previous = (!close).then_some(stream);
                }
                drop(previous);
                (failed, slowest)
            })
        })
        .collect();
    let mut failed = Vec::new();
    let mut slowest = Duration::ZERO;
    for w in workers {
        let (f, s) = w.join().unwrap();
        failed.extend(f);
        slowest = slowest.max(s);
    }
    let stats = server.stats();
    eprintln!(
        "20 clients x 50 new connections: {} answers other than 200 in 1,000 ({failed:?}); {:?} in all, slowest request {slowest:?}; refused {}",
        failed.len(),
        started.elapsed(),
        stats.refused
    );
    assert!(failed.is_empty(), "{failed:?}");
    assert_eq!(stats.refused, 0);
    assert_eq!(stats.files, 1000);
}
