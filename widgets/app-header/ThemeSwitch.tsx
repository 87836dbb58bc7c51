import { THEMES } from '../../schemas/domain';
import { usePortal } from '../portal-context/PortalContext';
import { useText } from '../portal-context/useText';

/** Dark and light (SPEC section 2); the shell re-applies the theme tokens as CSS custom properties. */
export function ThemeSwitch() {
  const { theme, setTheme } = usePortal();
  const t = useText();
  return (
    <div className="app-header__theme" role="group" aria-label={t('shell.theme')}>
      {THEMES.map((name) => (
        <button key={name} type="button" aria-pressed={theme === name} onClick={() => setTheme(name)}>
          {t(`theme.${name}`)}
        </button>
      ))}
    </div>
  );
}
