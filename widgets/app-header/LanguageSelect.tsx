import { useRef } from 'react';
import { isOneOf } from '../../engine/isOneOf';
import { usePortal } from '../portal-context/PortalContext';
import { useText } from '../portal-context/useText';
import { useDrawnValue } from '../kit/ui/useDrawnValue';

/** The site's languages (SPEC section 9: PT and EN); choosing one re-renders the texts without a reload. */
export function LanguageSelect() {
  const { site, view, setLanguage } = usePortal();
  const t = useText();
  // A language picked by keyboard before the app took the server's page over is the one shown.
  const field = useRef<HTMLSelectElement>(null);
  useDrawnValue(field, view.language, (shown) => { if (isOneOf(site.languages.supported, shown)) setLanguage(shown); });
  if (site.languages.supported.length < 2) return null;
  return (
    <label className="app-header__language">
      <span className="visually-hidden">{t('side.language')}</span>
      <select ref={field} value={view.language} onChange={(event) => { if (isOneOf(site.languages.supported, event.target.value)) setLanguage(event.target.value); }}>
        {site.languages.supported.map((language) => (
          <option key={language} value={language}>{t(`language.${language}`)}</option>
        ))}
      </select>
    </label>
  );
}
