// The only place that calls Tauri's `invoke`. Screens call the typed
// `commands` from ./bindings (generated), which go through `call` below.
import { invoke } from "@tauri-apps/api/core";

/** An error from the shell: the UI branches on `code` (and on `messageCode`
 * for a particular refusal), shows `message` (already in the UI's language). */
export class AppError extends Error {
  readonly code: string;
  readonly messageCode: string;
  constructor(code: string, message: string, messageCode = "") {
    super(message);
    this.code = code;
    this.messageCode = messageCode;
    this.name = "AppError";
  }
}

function isIpcError(value: unknown): value is { code: string; message: string; messageCode?: string } {
  return (
    typeof value === "object" &&
    value !== null &&
    typeof (value as { code?: unknown }).code === "string" &&
    typeof (value as { message?: unknown }).message === "string"
  );
}

/** Invokes a shell command; a failure always rejects with an `AppError`. */
export async function call<T>(cmd: string, args: Record<string, unknown>): Promise<T> {
  try {
    return await invoke<T>(cmd, args);
  } catch (error) {
    if (isIpcError(error)) throw new AppError(error.code, error.message, error.messageCode ?? "");
    throw new AppError("internal", String(error));
  }
}
