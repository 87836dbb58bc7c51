/**
 * Help centre (SPEC sections 2 and 7): the merchant's help sections from /wps/system/helpCenter in the
 * visitor's language (device WEB), server HTML sanitised by DOMPurify before it is drawn. `/help#term`
 * opens that section and scrolls to it (also when the hash changes on the page); a search box keeps
 * the sections whose title or text holds every word typed; a table of contents links each section.
 */
import { useEffect, useMemo, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';
import type { HelpTerm } from '../../schemas/api/system';
import type { HelpCentreProps } from '../../schemas/widgets';
import { DataStatus } from '../kit/ui/DataStatus';
import { useDrawnValue } from '../kit/ui/useDrawnValue';
import { usePortal } from '../portal-context/PortalContext';
import { usePortalData, type DataResult } from '../portal-context/PortalData';
import { useSanitizer, type Sanitize } from '../kit/sanitize/useSanitizer';
import { useText } from '../portal-context/useText';
import { SCREENS_TEXTS } from '../../engine/i18n/texts/screens';
import { ScreenPage } from '../screen-page/ScreenPage';
import { helpQuery, searchTerms, termOfHash, textOfHtml } from './helpTerms';
import './help-centre.css';

export interface SanitisedTerm extends HelpTerm {
  /** Plain text of the sanitised content, for search. */
  text: string;
}

/** The help content with each section's HTML sanitised: pending until both the answer and DOMPurify are in. */
export function useHelpTerms(language: string): DataResult<SanitisedTerm[]> {
  const help = usePortalData().useCall('helpCenter', helpQuery(language));
  const sanitizer = useSanitizer();
  const sanitize: Sanitize | undefined = sanitizer.data;
  const data = useMemo(() => {
    if (help.data === undefined || sanitize === undefined) return undefined;
    return help.data.map((term) => {
      const content = sanitize(term.content);
      return { ...term, content, text: textOfHtml(content) };
    });
  }, [help.data, sanitize]);
  return {
    data,
    isPending: data === undefined && !help.isError && !sanitizer.isError,
    isError: data === undefined && (help.isError || sanitizer.isError),
    refetch: () => {
      if (help.isError) void help.refetch();
      if (sanitizer.isError) void sanitizer.refetch();
    },
  };
}

function Sections({ terms, opened, onToggle, showTableOfContents }: { terms: SanitisedTerm[]; opened: string | undefined; onToggle(term: string, open: boolean): void; showTableOfContents: boolean }) {
  const t = useText(SCREENS_TEXTS);
  const [search, setSearch] = useState('');
  // Words typed before the app took the server's page over are kept.
  const searchField = useRef<HTMLInputElement>(null);
  useDrawnValue(searchField, search, setSearch);
  const shown = searchTerms(terms, search);
  return (
    <>
      <form className="help-centre__search" role="search" onSubmit={(event) => event.preventDefault()}>
        <label>
          <span className="visually-hidden">{t('help.search')}</span>
          <input ref={searchField} type="search" value={search} maxLength={64} placeholder={t('help.searchPlaceholder')} onChange={(event) => setSearch(event.target.value)} />
        </label>
      </form>
      <div className="help-centre__body">
        {showTableOfContents && (
          <nav className="help-centre__toc" aria-label={t('help.contents')}>
            <ul>
              {terms.map((term) => (
                <li key={term.term}><a href={`#${term.term}`} aria-current={opened === term.term ? 'location' : undefined}>{term.title}</a></li>
              ))}
            </ul>
          </nav>
        )}
        <div className="help-centre__sections">
          {shown.length === 0 && <p role="status" className="screen-page__note">{t('help.noMatch')}</p>}
          {shown.map((term) => (
            <details
              key={term.term}
              id={term.term}
              className="help-centre__section screen-page__card"
              open={opened === term.term || (search.trim() !== '' && shown.length <= 3)}
              onToggle={(event) => onToggle(term.term, event.currentTarget.open)}
            >
              <summary>{term.title}</summary>
              {/* Sanitised by DOMPurify just above (useHelpTerms): the server's HTML never reaches the page as it came. */}
              <div className="help-centre__content" dangerouslySetInnerHTML={{ __html: term.content }} />
            </details>
          ))}
        </div>
      </div>
    </>
  );
}

export function HelpCentreWidget({ defaultSection, showTableOfContents }: HelpCentreProps) {
  const t = useText(SCREENS_TEXTS);
  const { view } = usePortal();
  const { hash } = useLocation();
  const result = useHelpTerms(view.language);
  const anchor = termOfHash(hash);
  const [opened, setOpened] = useState<string | undefined>(anchor ?? defaultSection);
  // A new anchor (a link to /help#term on the page) opens that section.
  useEffect(() => { if (anchor !== undefined) setOpened(anchor); }, [anchor]);
  const loaded = result.data !== undefined;
  // Scrolls to the anchored section once it is drawn.
  useEffect(() => {
    if (!loaded || anchor === undefined) return;
    document.getElementById(anchor)?.scrollIntoView({ block: 'start' });
  }, [loaded, anchor]);
  const onToggle = (term: string, open: boolean) => {
    if (open) setOpened(term);
    else setOpened((current) => (current === term ? undefined : current));
  };
  return (
    <ScreenPage id="help" title={t('route.help')} className="help-centre">
      <DataStatus result={result} isEmpty={(terms) => terms.length === 0}>
        {(terms) => <Sections terms={terms} opened={opened ?? terms[0]?.term} onToggle={onToggle} showTableOfContents={showTableOfContents} />}
      </DataStatus>
    </ScreenPage>
  );
}
