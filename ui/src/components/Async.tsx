// Loading one command's result: a spinner line, the value, or the error with
// its code and a retry button.
import type { ComponentChildren } from "preact";
import { useCallback, useEffect, useState } from "preact/hooks";
import { AppError, type ErrorCode } from "../ipc";
import { useI18n, type MessageKey } from "../i18n";

type State<T> = { kind: "loading" } | { kind: "ok"; value: T } | { kind: "error"; error: AppError };

/** Runs `load` once (again on retry, and when the UI's language changes: the
 * shell's texts come in the new language); renders `children(value)` when it succeeds. */
export function useCommand<T>(load: () => Promise<T>): [State<T>, () => void] {
  const { lang } = useI18n();
  const [state, setState] = useState<State<T>>({ kind: "loading" });
  const run = useCallback(() => {
    // A reload after a change keeps the old value on screen until the new one comes.
    setState((s) => (s.kind === "ok" ? s : { kind: "loading" }));
    load().then(
      (value) => setState({ kind: "ok", value }),
      (error) => setState({ kind: "error", error: error instanceof AppError ? error : new AppError("internal", String(error)) }),
    );
  }, [load, lang]);
  useEffect(run, [run]);
  return [state, run];
}

/** What each kind of error is called (every code of the shell has its title). */
const ERROR_TITLES: Record<ErrorCode, MessageKey> = {
  cancelled: "ui-error-cancelled",
  not_found: "ui-error-not-found",
  invalid_input: "ui-error-invalid-input",
  no_event: "ui-error-no-event",
  already_exists: "ui-error-already-exists",
  refused: "ui-error-refused",
  bad_file: "ui-error-bad-file",
  io: "ui-error-io",
  internal: "ui-error-internal",
};

/** A shell error as the user sees it: the code's meaning, then the message. */
export function ErrorBox({ error, onRetry }: { error: AppError; onRetry?: () => void }) {
  const { t } = useI18n();
  const title = error.code in ERROR_TITLES ? t(ERROR_TITLES[error.code as ErrorCode]) : t("ui-common-error");
  return (
    <div class="error-box" role="alert" data-code={error.code}>
      <strong>{title}</strong> <span>{error.message}</span>
      {onRetry && (
        <button type="button" onClick={onRetry}>
          {t("ui-common-retry")}
        </button>
      )}
    </div>
  );
}

export function Loaded<T>({ state, retry, children }: { state: State<T>; retry: () => void; children: (value: T) => ComponentChildren }) {
  const { t } = useI18n();
  if (state.kind === "loading") return <p class="muted">{t("ui-common-loading")}</p>;
  if (state.kind === "error") return <ErrorBox error={state.error} onRetry={retry} />;
  return <>{children(state.value)}</>;
}
