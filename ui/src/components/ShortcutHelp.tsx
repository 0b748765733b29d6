// The keyboard shortcuts, as the manual shows them (F1 or ?).
import { useI18n } from "../i18n";
import { SCREENS } from "../screens/registry";

export function ShortcutTable() {
  const { t } = useI18n();
  return (
    <table class="shortcuts" data-testid="shortcuts">
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
  );
}
