// The only place that calls Tauri's `invoke`. Screens call the typed
// `commands` from ./bindings (generated), which go through `call` below.
import { invoke } from "@tauri-apps/api/core";

/** An error from the shell: the UI branches on `code`, shows `message`. */
export class AppError extends Error {
  readonly code: string;
  constructor(code: string, message: string) {
    super(message);
    this.code = code;
    this.name = "AppError";
  }
}

function isIpcError(value: unknown): value is { code: string; message: string } {
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
    if (isIpcError(error)) throw new AppError(error.code, error.message);
    throw new AppError("internal", String(error));
  }
}
