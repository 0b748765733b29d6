//! Where players find the live view: this machine's network addresses,
//! the URLs to type, and each URL as a QR code (a matrix the forms and the
//! public display draw, or an SVG).

use std::net::{IpAddr, SocketAddr};

use qrcode::{Color, EcLevel, QrCode};
use serde::{Deserialize, Serialize};

use crate::error::ServeError;

/// A network address of this machine that the live view can listen on.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct LanAddress {
    /// The interface's name (`wlan0`, `Ethernet`…).
    pub interface: String,
    /// Its address.
    pub ip: IpAddr,
}

/// Order of preference for addresses players can reach: private IPv4
/// ranges of venue networks first, then other IPv4, then IPv6.
fn rank(ip: &IpAddr) -> u8 {
    match ip {
        IpAddr::V4(v4) if v4.is_private() => 0,
        IpAddr::V4(_) => 1,
        IpAddr::V6(_) => 2,
    }
}

/// This machine's addresses that other devices can reach: interfaces that
/// are up, neither loopback nor link-local, best first. Empty when the
/// machine is on no network.
pub fn lan_addresses() -> Vec<LanAddress> {
    let Ok(interfaces) = if_addrs::get_if_addrs() else {
        return Vec::new();
    };
    let mut found: Vec<LanAddress> = interfaces
        .into_iter()
        .filter(|i| !i.is_loopback() && !i.is_link_local() && i.is_oper_up())
        .map(|i| LanAddress {
            ip: i.ip(),
            interface: i.name,
        })
        .collect();
    found.sort_by_key(|a| (rank(&a.ip), a.ip));
    found.dedup_by(|a, b| a.ip == b.ip);
    found
}

fn url(ip: IpAddr, port: u16) -> String {
    match ip {
        IpAddr::V4(v4) => format!("http://{v4}:{port}/"),
        IpAddr::V6(v6) => format!("http://[{v6}]:{port}/"),
    }
}

/// The URLs of a server listening on `addr`: its address when it listens
/// on one; when it listens on every interface (`0.0.0.0`, `::`), each
/// reachable address of this machine (IPv4 only for `0.0.0.0`), or the
/// loopback one when the machine is on no network.
pub fn urls_for(addr: SocketAddr) -> Vec<String> {
    if !addr.ip().is_unspecified() {
        return vec![url(addr.ip(), addr.port())];
    }
    let v4_only = addr.is_ipv4();
    let urls: Vec<String> = lan_addresses()
        .into_iter()
        .filter(|a| !v4_only || a.ip.is_ipv4())
        .map(|a| url(a.ip, addr.port()))
        .collect();
    if urls.is_empty() {
        let loopback = if v4_only {
            IpAddr::V4(std::net::Ipv4Addr::LOCALHOST)
        } else {
            IpAddr::V6(std::net::Ipv6Addr::LOCALHOST)
        };
        return vec![url(loopback, addr.port())];
    }
    urls
}

/// A QR code as a square of modules (without the quiet zone, which the
/// drawer leaves: four modules of white on every side).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct QrMatrix {
    /// Modules per side.
    pub width: usize,
    /// Row by row, `true` for dark.
    pub dark: Vec<bool>,
}

/// The white margin a QR code needs around it, in modules.
pub const QUIET_ZONE: usize = 4;

impl QrMatrix {
    /// The QR code of `text` (error correction M: it survives a crease or
    /// a stain on a printed list).
    pub fn encode(text: &str) -> Result<QrMatrix, ServeError> {
        let code = QrCode::with_error_correction_level(text.as_bytes(), EcLevel::M)
            .map_err(|_| ServeError::TooLongForQr(text.to_string()))?;
        Ok(QrMatrix {
            width: code.width(),
            dark: code.to_colors().into_iter().map(|c| c == Color::Dark).collect(),
        })
    }

    /// Whether the module at column `x`, row `y` is dark (outside: light).
    pub fn is_dark(&self, x: usize, y: usize) -> bool {
        x < self.width && y < self.width && self.dark[y * self.width + x]
    }

    /// An SVG drawing, `module` user units per module, quiet zone included.
    pub fn to_svg(&self, module: u32) -> String {
        let side = (self.width + 2 * QUIET_ZONE) as u32 * module;
        let mut path = String::new();
        for y in 0..self.width {
            let mut x = 0;
            while x < self.width {
                if !self.is_dark(x, y) {
                    x += 1;
                    continue;
                }
                let start = x;
                while self.is_dark(x, y) {
                    x += 1;
                }
                let (px, py) = (
                    (start + QUIET_ZONE) as u32 * module,
                    (y + QUIET_ZONE) as u32 * module,
                );
                path.push_str(&format!(
                    "M{px} {py}h{}v{module}h-{}z",
                    (x - start) as u32 * module,
                    (x - start) as u32 * module
                ));
            }
        }
        format!(
            "<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 {side} {side}\" width=\"{side}\" height=\"{side}\" shape-rendering=\"crispEdges\"><rect width=\"{side}\" height=\"{side}\" fill=\"#fff\"/><path fill=\"#000\" d=\"{path}\"/></svg>\n"
        )
    }

    /// The code drawn with half blocks for a terminal (two rows of modules
    /// per line, dark on light), quiet zone included.
    pub fn to_terminal(&self) -> String {
        let side = self.width + 2 * QUIET_ZONE;
        let dark = |x: usize, y: usize| {
            x >= QUIET_ZONE && y >= QUIET_ZONE && self.is_dark(x - QUIET_ZONE, y - QUIET_ZONE)
        };
        let mut out = String::new();
        for y in (0..side).step_by(2) {
            for x in 0..side {
                // Light is drawn as a full block: terminals are usually dark.
                out.push(match (dark(x, y), dark(x, y + 1)) {
                    (false, false) => '█',
                    (true, false) => '▄',
                    (false, true) => '▀',
                    (true, true) => ' ',
                });
            }
            out.push('\n');
        }
        out
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn urls_of_a_given_address_and_of_every_interface() {
        let one: SocketAddr = "192.168.1.20:8080".parse().unwrap();
        assert_eq!(urls_for(one), ["http://192.168.1.20:8080/"]);
        let v6: SocketAddr = "[2001:db8::7]:80".parse().unwrap();
        assert_eq!(urls_for(v6), ["http://[2001:db8::7]:80/"]);
        let all: SocketAddr = "0.0.0.0:8080".parse().unwrap();
        let urls = urls_for(all);
        assert!(!urls.is_empty());
        assert!(
            urls.iter()
                .all(|u| u.starts_with("http://") && u.ends_with(":8080/")),
            "{urls:?}"
        );
    }

    #[test]
    fn a_qr_code_of_an_address() {
        let qr = QrMatrix::encode("http://192.168.1.20:8080/").unwrap();
        // Version 2 (25 modules) holds 26 bytes at level M.
        assert_eq!(qr.width, 25);
        assert_eq!(qr.dark.len(), 625);
        // The three finder patterns: dark corners.
        for (x, y) in [(0, 0), (24, 0), (0, 24)] {
            assert!(qr.is_dark(x, y), "({x}, {y})");
        }
        assert!(!qr.is_dark(7, 7), "the separator of the finder pattern is light");
        let svg = qr.to_svg(4);
        assert!(svg.starts_with("<svg") && svg.contains("viewBox=\"0 0 132 132\""));
        assert_eq!(qr.to_terminal().lines().count(), 17);
        assert!(QrMatrix::encode(&"x".repeat(5000)).is_err());
    }
}
