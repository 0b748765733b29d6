// A modal question before an action that cannot simply be undone (pairing,
// publishing, un-pairing, withdrawing, a late correction): what will happen,
// then Confirm or Cancel. Escape cancels; the confirm button has the focus.
// `children` may hold fields (a reason); `canConfirm` keeps Confirm disabled
// until they are filled.
import type { ComponentChildren } from "preact";
import { useEffect, useRef } from "preact/hooks";
import { useI18n } from "../i18n";

export function ConfirmDialog({ title, confirm, onConfirm, onCancel, canConfirm = true, danger = false, children, testid }: {
  title: string;
  confirm: string;
  onConfirm: () => void;
  onCancel: () => void;
  canConfirm?: boolean;
  danger?: boolean;
  children?: ComponentChildren;
  testid?: string;
}) {
  const { t } = useI18n();
  const ok = useRef<HTMLButtonElement>(null);
  const box = useRef<HTMLFormElement>(null);
  useEffect(() => {
    const field = box.current?.querySelector<HTMLElement>("input, textarea, select");
    (field ?? ok.current)?.focus();
    const onKey = (e: KeyboardEvent) => {
      if (e.key === "Escape") { e.preventDefault(); onCancel(); }
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, []);
  return (
    <div class="overlay" role="dialog" aria-modal="true" aria-labelledby="confirm-title" data-testid={testid ?? "confirm"}>
      <form ref={box} class="dialog confirm" onSubmit={(e) => { e.preventDefault(); if (canConfirm) onConfirm(); }}>
        <h2 id="confirm-title">{title}</h2>
        {children}
        <div class="form-actions">
          <button type="submit" ref={ok} class={danger ? "primary danger" : "primary"} data-confirm disabled={!canConfirm}>{confirm}</button>
          <button type="button" data-cancel onClick={onCancel}>{t("ui-common-cancel")}</button>
        </div>
      </form>
    </div>
  );
}
