import type { Language } from '../../schemas/domain';
import { usePortal } from '../portal-context/PortalContext';
import { useText } from '../portal-context/useText';

/** The site's languages (SPEC section 9: PT and EN); choosing one re-renders the texts without a reload. */
export function LanguageSelect() {
  const { site, view, setLanguage } = usePortal();
  const t = useText();
  if (site.languages.supported.length < 2) return null;
  return (
    <label className="app-header__language">
      <span className="visually-hidden">{t('side.language')}</span>
      <select value={view.language} onChange={(event) => setLanguage(event.target.value as Language)}>
        {site.languages.supported.map((language) => (
          <option key={language} value={language}>{t(`language.${language}`)}</option>
        ))}
      </select>
    </label>
  );
}
