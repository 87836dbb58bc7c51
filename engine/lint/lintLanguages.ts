import { LANGUAGES, type Language } from '../../schemas/domain';
import type { DiagnosticSink } from '../diagnostics/types';
import { MESSAGES, isMessageKey } from '../i18n/translate';
import { isRecord } from '../isRecord';
import { escapeSegment, joinPointer } from '../load/pointer';

const LANGUAGE_SET: ReadonlySet<string> = new Set(LANGUAGES);

/** The engine's text of a key as written (a plural text's plain key: its `_other` form). */
function engineText(language: Language, key: string): string {
  const texts: Readonly<Record<string, string>> = MESSAGES[language];
  return texts[key] ?? texts[`${key}_other`] ?? key;
}

/** A text given per language (`{ "pt": "…", "en": "…" }`): only language keys, only strings. */
function isLocalizedText(value: unknown): value is Partial<Record<Language, string>> {
  if (!isRecord(value)) return false;
  const entries = Object.entries(value);
  return entries.length > 0 && entries.every(([k, v]) => LANGUAGE_SET.has(k) && typeof v === 'string');
}

function quote(text: string): string {
  return JSON.stringify(text.length > 40 ? `${text.slice(0, 40)}…` : text);
}

/** What the operator calls the text at a pointer of the merged manifest. */
function describeText(kind: 'layout' | 'features', doc: unknown, segments: readonly string[]): string {
  const [top, a, b] = segments;
  if (kind === 'layout' && top === 'routes' && segments[2] === 'title') {
    const id: unknown = (doc as { routes?: { id?: unknown }[] }).routes?.[Number(a)]?.id;
    return `the title of route "${String(id)}"`;
  }
  if (kind === 'layout' && top === 'pages' && a !== undefined && b !== undefined && segments[3] === 'props') {
    const placement = (doc as { pages?: Record<string, { id?: string; widget?: string }[]> }).pages?.[a]?.[Number(b)];
    const name = placement?.id ?? placement?.widget ?? b;
    return `the "${segments.slice(4).join('.')}" of ${placement?.widget ?? 'widget'}${name !== placement?.widget ? ` "${name}"` : ''} on page "${a}"`;
  }
  if (kind === 'layout' && top === 'footer' && a === 'copyright') return 'the footer copyright';
  if (kind === 'layout' && top === 'footer' && a === 'links' && b !== undefined) return `the label of footer link ${Number(b) + 1}`;
  if (kind === 'features' && top === 'brand' && a === 'title') return 'the brand title';
  if (kind === 'features' && top === 'registration' && a === 'messages' && b !== undefined) return `the registration message of pattern "${b}"`;
  return `the text at ${joinPointer(segments)}`;
}

function walkTexts(value: unknown, segments: string[], visit: (text: Partial<Record<Language, string>>, segments: string[]) => void): void {
  if (isLocalizedText(value)) {
    visit(value, segments);
    return;
  }
  if (Array.isArray(value)) value.forEach((v, i) => walkTexts(v, [...segments, String(i)], visit));
  else if (isRecord(value)) for (const [k, v] of Object.entries(value)) walkTexts(v, [...segments, k], visit);
}

/**
 * Every text a tenant writes exists in every language it offers (stage 4 on the merged manifests):
 * copy overrides, route titles, operator HTML, widget headings, brand and footer texts. A missing
 * language would silently show the engine's text (copy) or another language's text (the rest).
 */
export function lintLanguages(
  docs: { layout: unknown; features: unknown },
  languages: { supported: readonly Language[]; default: Language },
  sinks: { layout: DiagnosticSink; features: DiagnosticSink },
): void {
  const supported = languages.supported.filter((l) => LANGUAGE_SET.has(l));
  if (supported.length < 2) return;
  const copy: unknown = (docs.features as { copy?: unknown }).copy;
  const byLanguage = isRecord(copy) ? copy : {};
  const reported = new Set<string>();
  for (const language of supported) {
    const own = byLanguage[language];
    if (!isRecord(own)) continue;
    for (const key of Object.keys(own)) {
      if (!isMessageKey(key) || reported.has(key)) continue;
      const missing = supported.filter((l) => !isRecord(byLanguage[l]) || !Object.hasOwn(byLanguage[l] as object, key));
      if (missing.length === 0) continue;
      reported.add(key);
      sinks.features.report({
        code: 'LANGUAGE_TEXT_MISSING',
        pointer: `/copy/${language}/${escapeSegment(key)}`,
        atKey: true,
        message: `the text "${key}" is overridden in ${language} but not in ${missing.join(', ')}: ${missing.map((m) => `${m} visitors see the engine's text ${quote(engineText(m, key))}`).join(', ')}`,
        hint: `add ${missing.map((m) => `"${key}": "…" under copy.${m}`).join(' and ')}, or remove the override from copy.${language}`,
      });
    }
  }
  for (const kind of ['layout', 'features'] as const) {
    const doc = docs[kind];
    walkTexts(doc, [], (text, segments) => {
      if (segments[0] === 'copy') return;
      const missing = supported.filter((l) => text[l] === undefined);
      if (missing.length === 0) return;
      const shownLanguage = text[languages.default] !== undefined ? languages.default : (Object.keys(text)[0] as Language);
      const shown = text[shownLanguage] ?? '';
      sinks[kind].report({
        code: 'LANGUAGE_TEXT_MISSING',
        pointer: joinPointer(segments),
        message: `${describeText(kind, doc, segments)} has no ${missing.join(', ')} text: ${missing.join(', ')} visitors see the ${shownLanguage} text ${quote(shown)}`,
        hint: `add ${missing.map((m) => `"${m}": "…"`).join(' and ')} beside "${shownLanguage}" (the tenant offers ${supported.join(' and ')})`,
      });
    });
  }
}
