/**
 * The server's own artwork: SVG icons and banners drawn in the tenant's brand colours (its default
 * theme), so a demo tenant has pictures without an image host. Pure drawing: the callers find the
 * names and titles (server/routes/assets.ts).
 */
import type { ThemeToken } from '../../schemas/domain';
import { hashString } from '../../engine/profiles/seededRandom';
import type { TenantInfo } from '../modules/tenants/index';
import { escapeMarkup } from './escapeMarkup';

export type Palette = Record<ThemeToken, string>;

const FALLBACK: Palette = {
  primary: '#f5b400', primaryText: '#1a1300', accent: '#3ad29f', background: '#0f1420', surface: '#171e2e',
  surfaceRaised: '#202a3f', text: '#f2f4f8', textMuted: '#a7b0c2', border: '#2b3650', danger: '#ff5c6c',
  success: '#37c978', warning: '#ffb347', badge: '#ff3b30',
};

/** The colours of the tenant's default theme. */
export function paletteOf(tenant: TenantInfo): Palette {
  const theme = tenant.compiled.features.theme;
  const tokens = theme?.[theme.default ?? 'dark'] ?? {};
  return { ...FALLBACK, ...tokens };
}

/** A hue per name, so neighbouring game icons differ. */
function hueOf(text: string): number {
  return hashString(text) % 360;
}

/** Splits a name into at most `maxLines` lines of about `width` characters. */
function wrap(text: string, width: number, maxLines: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/)) {
    if (line.length > 0 && line.length + 1 + word.length > width) {
      lines.push(line);
      line = word;
    } else {
      line = line.length > 0 ? `${line} ${word}` : word;
    }
  }
  if (line.length > 0) lines.push(line);
  if (lines.length > maxLines) {
    const kept = lines.slice(0, maxLines);
    kept[maxLines - 1] = `${kept[maxLines - 1] ?? ''}…`;
    return kept;
  }
  return lines;
}

function textLines(lines: string[], x: number, firstY: number, lineHeight: number, size: number, fill: string, weight = 700): string {
  return lines
    .map((l, i) => `<text x="${x}" y="${firstY + i * lineHeight}" font-family="Inter, Arial, sans-serif" font-size="${size}" font-weight="${weight}" fill="${fill}" text-anchor="middle">${escapeMarkup(l)}</text>`)
    .join('');
}

export function vendorSvg(name: string, code: string, p: Palette): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="240" height="120" viewBox="0 0 240 120" role="img" aria-label="${escapeMarkup(name)}">`
    + `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${p.surfaceRaised}"/><stop offset="1" stop-color="${p.surface}"/></linearGradient></defs>`
    + `<rect width="240" height="120" rx="16" fill="url(#g)" stroke="${p.primary}" stroke-width="3"/>`
    + textLines(wrap(name, 16, 2), 120, name.length > 16 ? 52 : 64, 26, 22, p.text)
    + `<text x="120" y="104" font-family="Inter, Arial, sans-serif" font-size="14" fill="${p.primary}" text-anchor="middle" letter-spacing="2">${escapeMarkup(code)}</text>`
    + `</svg>`;
}

export function gameSvg(name: string, vendor: string, p: Palette): string {
  const hue = hueOf(name);
  const lines = wrap(name, 12, 3);
  const firstY = 150 - ((lines.length - 1) * 34) / 2;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="300" height="300" viewBox="0 0 300 300" role="img" aria-label="${escapeMarkup(name)}">`
    + `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${hue},70%,45%)"/><stop offset="1" stop-color="${p.background}"/></linearGradient></defs>`
    + `<rect width="300" height="300" rx="24" fill="url(#g)"/>`
    + `<circle cx="250" cy="50" r="70" fill="${p.primary}" opacity="0.18"/>`
    + `<circle cx="40" cy="270" r="60" fill="${p.accent}" opacity="0.18"/>`
    + textLines(lines, 150, firstY, 34, 28, p.text)
    + `<rect x="100" y="246" width="100" height="30" rx="15" fill="${p.primary}"/>`
    + `<text x="150" y="267" font-family="Inter, Arial, sans-serif" font-size="15" font-weight="700" fill="${p.primaryText}" text-anchor="middle">${escapeMarkup(vendor)}</text>`
    + `</svg>`;
}

export function wideSvg(title: string, subtitle: string, width: number, height: number, p: Palette): string {
  const hue = hueOf(title);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img" aria-label="${escapeMarkup(title)}">`
    + `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="${p.background}"/><stop offset="0.6" stop-color="hsl(${hue},60%,30%)"/><stop offset="1" stop-color="${p.primary}"/></linearGradient></defs>`
    + `<rect width="${width}" height="${height}" fill="url(#g)"/>`
    + `<circle cx="${width * 0.85}" cy="${height * 0.5}" r="${height * 0.42}" fill="${p.accent}" opacity="0.25"/>`
    + textLines(wrap(title, 28, 2), width * 0.4, height * 0.45, height * 0.14, Math.round(height * 0.12), p.text, 800)
    + `<text x="${width * 0.4}" y="${height * 0.8}" font-family="Inter, Arial, sans-serif" font-size="${Math.round(height * 0.06)}" fill="${p.primary}" text-anchor="middle">${escapeMarkup(subtitle)}</text>`
    + `</svg>`;
}
