// The keyboard help overlay (F1 or ?).
import { useEffect, useRef } from "preact/hooks";
import { useI18n } from "../i18n";
import { SCREENS } from "../screens/registry";

export function ShortcutHelp({ onClose }: { onClose: () => void }) {
  const { t } = useI18n();
  const close = useRef<HTMLButtonElement>(null);
  useEffect(() => close.current?.focus(), []);
  return (
    <div class="overlay" role="dialog" aria-modal="true" aria-labelledby="shortcut-title">
      <div class="dialog">
        <h2 id="shortcut-title">{t("ui-shortcuts-title")}</h2>
        <table class="shortcuts">
          <tbody>
            {SCREENS.map((s) => (
              <tr>
                <td><kbd>Alt+{s.key}</kbd></td>
                <td>{t(s.label)}</td>
              </tr>
            ))}
            <tr><td><kbd>/</kbd></td><td>{t("ui-shortcuts-search")}</td></tr>
            <tr><td><kbd>Alt+L</kbd></td><td>{t("ui-shortcuts-lang")}</td></tr>
            <tr><td><kbd>Alt+P</kbd></td><td>{t("ui-shortcuts-display")}</td></tr>
            <tr><td><kbd>F1</kbd> <kbd>?</kbd></td><td>{t("ui-shortcuts-help")}</td></tr>
          </tbody>
        </table>
        <button type="button" ref={close} onClick={onClose}>{t("ui-shortcuts-close")}</button>
      </div>
    </div>
  );
}
