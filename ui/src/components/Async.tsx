// Loading one command's result: a spinner line, the value, or the error with
// its code and a retry button.
import type { ComponentChildren } from "preact";
import { useCallback, useEffect, useState } from "preact/hooks";
import { AppError } from "../ipc";
import { useI18n, type MessageKey } from "../i18n";

type State<T> = { kind: "loading" } | { kind: "ok"; value: T } | { kind: "error"; error: AppError };

/** Runs `load` once (and on retry); renders `children(value)` when it succeeds. */
export function useCommand<T>(load: () => Promise<T>): [State<T>, () => void] {
  const [state, setState] = useState<State<T>>({ kind: "loading" });
  const run = useCallback(() => {
    setState({ kind: "loading" });
    load().then(
      (value) => setState({ kind: "ok", value }),
      (error) => setState({ kind: "error", error: error instanceof AppError ? error : new AppError("internal", String(error)) }),
    );
  }, [load]);
  useEffect(run, [run]);
  return [state, run];
}

/** A shell error as the user sees it: the code's meaning, then the message. */
export function ErrorBox({ error, onRetry }: { error: AppError; onRetry?: () => void }) {
  const { t } = useI18n();
  const key = `error.${error.code}` as MessageKey;
  let title: string;
  try {
    title = t(key) ?? t("common.error");
  } catch {
    title = t("common.error");
  }
  return (
    <div class="error-box" role="alert" data-code={error.code}>
      <strong>{title}</strong> <span>{error.message}</span>
      {onRetry && (
        <button type="button" onClick={onRetry}>
          {t("common.retry")}
        </button>
      )}
    </div>
  );
}

export function Loaded<T>({ state, retry, children }: { state: State<T>; retry: () => void; children: (value: T) => ComponentChildren }) {
  const { t } = useI18n();
  if (state.kind === "loading") return <p class="muted">{t("common.loading")}</p>;
  if (state.kind === "error") return <ErrorBox error={state.error} onRetry={retry} />;
  return <>{children(state.value)}</>;
}
