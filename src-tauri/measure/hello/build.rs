//! Generates the Tauri context of the hello-world window.
fn main() {
    tauri_build::build()
}
