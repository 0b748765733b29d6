//! Generates the Tauri context and one permission per app command, so that the
//! capability file can grant exactly the commands the UI uses.

fn main() {
    const COMMANDS: &[&str] = include!("src/commands_list.rs");
    let attributes =
        tauri_build::Attributes::new().app_manifest(tauri_build::AppManifest::new().commands(COMMANDS));
    if let Err(error) = tauri_build::try_build(attributes) {
        println!("cargo::error=tauri build step failed: {error:#}");
    }
}
