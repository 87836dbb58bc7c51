import { THEMES, THEME_TOKENS, type ThemeName, type ThemeToken } from '../../schemas/domain';
import { ENGINE_DEFAULT_FEATURES, ENGINE_DEFAULT_LAYER } from '../defaults/engineDefaults';
import type { DiagnosticSink } from '../diagnostics/types';
import type { FeaturesManifest } from '../manifestTypes';
import type { Provenance } from '../merge/mergeLayers';

/**
 * Token pairs the portal draws one on the other, with the WCAG 2.2 AA contrast each needs: 4.5:1 for
 * text (1.4.3), 3:1 for the accent, which marks controls and large figures (1.4.11).
 */
export const CONTRAST_PAIRS: readonly { foreground: ThemeToken; background: ThemeToken; minimum: number; what: string }[] = [
  { foreground: 'primaryText', background: 'primary', minimum: 4.5, what: 'button text' },
  { foreground: 'text', background: 'background', minimum: 4.5, what: 'body text' },
  { foreground: 'text', background: 'surface', minimum: 4.5, what: 'text on panels' },
  { foreground: 'textMuted', background: 'background', minimum: 4.5, what: 'muted text' },
  { foreground: 'textMuted', background: 'surface', minimum: 4.5, what: 'muted text on panels' },
  { foreground: 'accent', background: 'background', minimum: 3, what: 'accent (controls, large text)' },
];

type Rgb = [number, number, number];

/** #rrggbb (an alpha byte, if any, is ignored: the tokens are drawn opaque). */
function parseHex(hex: string): Rgb | undefined {
  const m = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})(?:[0-9a-f]{2})?$/i.exec(hex);
  return m ? [parseInt(m[1]!, 16), parseInt(m[2]!, 16), parseInt(m[3]!, 16)] : undefined;
}

function toHex(rgb: Rgb): string {
  return `#${rgb.map((c) => Math.round(c).toString(16).padStart(2, '0')).join('')}`;
}

/** WCAG relative luminance. */
function luminance([r, g, b]: Rgb): number {
  const lin = (c: number) => {
    const s = c / 255;
    return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(b);
}

/** WCAG contrast ratio of two #rrggbb colours (1 to 21); undefined when one is not a colour. */
export function contrastRatio(a: string, b: string): number | undefined {
  const x = parseHex(a);
  const y = parseHex(b);
  if (!x || !y) return undefined;
  const [hi, lo] = [luminance(x), luminance(y)].sort((p, q) => q - p) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

/**
 * The colour nearest to `colour` (same hue: mixed toward black or white, as little as needed) whose
 * contrast with `against` reaches `minimum`.
 */
export function nearestPassing(colour: string, against: string, minimum: number): string | undefined {
  const start = parseHex(colour);
  if (!start || contrastRatio(colour, against) === undefined) return undefined;
  let best: { hex: string; step: number } | undefined;
  for (const target of [[0, 0, 0], [255, 255, 255]] as Rgb[]) {
    for (let step = 1; step <= 100; step++) {
      const t = step / 100;
      const hex = toHex(start.map((c, i) => c + (target[i]! - c) * t) as Rgb);
      if ((contrastRatio(hex, against) ?? 0) >= minimum) {
        if (best === undefined || step < best.step) best = { hex, step };
        break;
      }
    }
  }
  return best?.hex;
}

/** Merge layers from lowest to highest: the layer later in this order set the colour last. */
function rank(setBy: string | undefined, layers: readonly string[]): number {
  return setBy === undefined ? -1 : layers.indexOf(setBy);
}

function where(setBy: string | undefined, name: string): string {
  return setBy === undefined || setBy === ENGINE_DEFAULT_LAYER ? `the engine's ${name} defaults` : setBy;
}

/**
 * Checks each theme's token pairs against their WCAG 2.2 AA contrast. A pair below it is located at
 * the token of the pair that the highest layer set (the change that broke the pair), with the ratio
 * and, as the hint, the nearest colour of that token that passes. In a theme the visitor is shown
 * (the default one, and both when the theme switch is on) that the manifests define only in part,
 * a failing pair whose other token still comes from the engine's defaults (made for the engine's
 * palette, not the brand's) is a THEME_PARTIAL error that says which tokens come from where;
 * otherwise it is a THEME_CONTRAST warning.
 */
export function lintThemeContrast(features: FeaturesManifest, provenance: Provenance, layers: readonly string[], sink: DiagnosticSink): void {
  const theme = features.theme ?? {};
  const byDefault: ThemeName = theme.default ?? 'dark';
  const switchable = features.features?.themeSwitch ?? true;
  for (const name of THEMES) {
    const tokens = Object.fromEntries(THEME_TOKENS.map((k) => [k, theme[name as ThemeName]?.[k] ?? ENGINE_DEFAULT_FEATURES.theme[name][k]])) as Record<ThemeToken, string>;
    const setBy = (token: ThemeToken) => provenance.get(`/theme/${name}/${token}`);
    const fromDefaults = THEME_TOKENS.filter((k) => setBy(k) === undefined || setBy(k) === ENGINE_DEFAULT_LAYER);
    const shown = name === byDefault ? 'shown by default' : switchable ? 'offered in the theme switch' : undefined;
    const partial = fromDefaults.length > 0 && fromDefaults.length < THEME_TOKENS.length;
    let partialFails = false;
    for (const pair of CONTRAST_PAIRS) {
      const ratio = contrastRatio(tokens[pair.foreground], tokens[pair.background]);
      if (ratio === undefined || ratio >= pair.minimum) continue;
      const fgAt = `/theme/${name}/${pair.foreground}`;
      const bgAt = `/theme/${name}/${pair.background}`;
      const moveBackground = rank(provenance.get(bgAt), layers) > rank(provenance.get(fgAt), layers);
      const token = moveBackground ? pair.background : pair.foreground;
      const other = moveBackground ? pair.foreground : pair.background;
      const better = nearestPassing(tokens[token], tokens[other], pair.minimum);
      const contrast = `${pair.what} "${pair.foreground}" ${tokens[pair.foreground]} on "${pair.background}" ${tokens[pair.background]} has a contrast of ${ratio.toFixed(2)}:1; WCAG 2.2 AA needs ${pair.minimum}:1`;
      const mixed = fromDefaults.includes(pair.foreground) !== fromDefaults.includes(pair.background);
      if (shown !== undefined && partial && mixed) {
        const own = fromDefaults.includes(pair.foreground) ? pair.background : pair.foreground;
        const inherited = own === pair.foreground ? pair.background : pair.foreground;
        const fix = nearestPassing(tokens[inherited], tokens[own], pair.minimum);
        sink.report({
          code: 'THEME_PARTIAL',
          pointer: `/theme/${name}/${own}`,
          message: `the ${name} theme, ${shown}, is defined only in part: "${own}" ${tokens[own]} comes from ${where(setBy(own), name)}, "${inherited}" ${tokens[inherited]} from ${where(setBy(inherited), name)}; ${contrast}`,
          hint: `define "${inherited}" beside "${own}"${fix !== undefined ? ` (e.g. "${fix}", ${(contrastRatio(fix, tokens[own]) ?? 0).toFixed(2)}:1)` : ''}, or define the whole ${name} theme; from the engine's ${name} defaults now: ${fromDefaults.join(', ')}`,
        });
        partialFails = true;
        continue;
      }
      sink.report({
        code: 'THEME_CONTRAST',
        severity: 'warning',
        pointer: moveBackground ? bgAt : fgAt,
        message: `${name} theme: ${contrast}`,
        hint: better === undefined
          ? `change "${token}" or "${other}"`
          : `the nearest "${token}" that passes against ${tokens[other]} is "${better}" (${(contrastRatio(better, tokens[other]) ?? 0).toFixed(2)}:1)`,
      });
    }
    // A shown theme in part from the defaults whose pairs all pass still mixes two palettes (borders,
    // raised panels, state colours made for the engine's): said once, with which token comes from where.
    if (shown !== undefined && partial && !partialFails) {
      const byLayer = new Map<string, ThemeToken[]>();
      for (const k of THEME_TOKENS) {
        const layer = setBy(k);
        if (layer === undefined || layer === ENGINE_DEFAULT_LAYER) continue;
        byLayer.set(layer, [...(byLayer.get(layer) ?? []), k]);
      }
      const own = [...byLayer].sort(([a], [b]) => rank(b, layers) - rank(a, layers));
      sink.report({
        code: 'THEME_DEFAULTS',
        severity: 'warning',
        // At the token the highest layer set: the theme the operator is writing.
        pointer: `/theme/${name}/${own[0]![1][0]!}`,
        message: `the ${name} theme, ${shown}, is defined only in part: ${own.map(([layer, ks]) => `${ks.join(', ')} from ${layer}`).join('; ')}; ${fromDefaults.join(', ')} from the engine's ${name} defaults, made for the engine's palette (every contrast pair passes)`,
        hint: `define ${fromDefaults.map((k) => `"${k}"`).join(', ')} beside the others under theme.${name}, so the whole theme is the brand's`,
      });
    }
  }
}
