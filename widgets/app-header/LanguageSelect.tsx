import { useRef } from 'react';
import type { Language } from '../../schemas/domain';
import { usePortal } from '../portal-context/PortalContext';
import { useText } from '../portal-context/useText';
import { useDrawnValue } from '../kit/ui/useDrawnValue';

/** The site's languages (SPEC section 9: PT and EN); choosing one re-renders the texts without a reload. */
export function LanguageSelect() {
  const { site, view, setLanguage } = usePortal();
  const t = useText();
  // A language picked by keyboard before the app took the server's page over is the one shown.
  const field = useRef<HTMLSelectElement>(null);
  const isSupported = (value: string): value is Language => (site.languages.supported as readonly string[]).includes(value);
  useDrawnValue(field, view.language, (shown) => { if (isSupported(shown)) setLanguage(shown); });
  if (site.languages.supported.length < 2) return null;
  return (
    <label className="app-header__language">
      <span className="visually-hidden">{t('side.language')}</span>
      <select ref={field} value={view.language} onChange={(event) => { if (isSupported(event.target.value)) setLanguage(event.target.value); }}>
        {site.languages.supported.map((language) => (
          <option key={language} value={language}>{t(`language.${language}`)}</option>
        ))}
      </select>
    </label>
  );
}
