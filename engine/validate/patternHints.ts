/**
 * The fix in words for the forms the manifests use: what a valid value looks like, an example, and
 * where the value can be mended mechanically, the mended value.
 */
interface PatternWords {
  words: string;
  example: string;
  /** The value put right, when it only needs a mechanical change; undefined otherwise. */
  mend?: (value: string) => string | undefined;
}

const HOST = /^(?=.{1,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)(\.[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)*$/;

function mendColour(value: string): string | undefined {
  const v = value.trim();
  const bare = v.startsWith('#') ? v.slice(1) : v;
  if (/^[0-9a-fA-F]{3}$/.test(bare)) return `#${[...bare].map((c) => c + c).join('')}`.toLowerCase();
  if (/^[0-9a-fA-F]{6}([0-9a-fA-F]{2})?$/.test(bare)) return `#${bare}`.toLowerCase();
  return undefined;
}

function mendHost(value: string): string | undefined {
  const host = value.trim().toLowerCase().replace(/^[a-z]+:\/\//, '').replace(/[/?#].*$/, '').replace(/:\d+$/, '');
  return HOST.test(host) ? host : undefined;
}

function mendPath(value: string): string | undefined {
  const path = `/${value.trim().replace(/^\/+/, '')}`.replace(/\s+/g, '-');
  return /^\/[A-Za-z0-9_\-./]*$/.test(path) ? path : undefined;
}

function mendUrl(value: string): string | undefined {
  const v = value.trim();
  if (/\s/.test(v)) return undefined;
  if (/^[a-z0-9.-]+\.[a-z]{2,}(\/|$)/i.test(v)) return `https://${v}`;
  return undefined;
}

const BY_PATTERN: Record<string, PatternWords> = {
  '^#[0-9a-fA-F]{6}([0-9a-fA-F]{2})?$': {
    words: 'a colour is "#" and six hex digits (red, green, blue), optionally two more for opacity',
    example: '"#1a2b3c"',
    mend: mendColour,
  },
  '^[a-zA-Z][a-zA-Z0-9_-]*$': {
    words: 'an id starts with a letter and uses letters, digits, "-" and "_"',
    example: '"vip-club"',
    mend: (v) => {
      const id = v.trim().replace(/\s+/g, '-').replace(/[^a-zA-Z0-9_-]/g, '');
      return /^[a-zA-Z]/.test(id) ? id : undefined;
    },
  },
  '^[a-z][a-z0-9-]{1,31}$': {
    words: 'a tenant code is 2 to 32 lower-case letters, digits and "-", starting with a letter (the folder name)',
    example: '"acme"',
    mend: (v) => {
      const code = v.trim().toLowerCase().replace(/[\s_]+/g, '-');
      return /^[a-z][a-z0-9-]{1,31}$/.test(code) ? code : undefined;
    },
  },
  '^[A-Z0-9]{2,16}$': {
    words: "a merchant code is 2 to 16 capital letters and digits, as the merchant's backend knows the site",
    example: '"ACME01"',
    mend: (v) => {
      const code = v.trim().toUpperCase();
      return /^[A-Z0-9]{2,16}$/.test(code) ? code : undefined;
    },
  },
  '^(?=.{1,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)(\\.[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)*$': {
    words: 'a domain is a lower-case host name, without scheme, port or path',
    example: '"acme.example.com"',
    mend: mendHost,
  },
  '^/[A-Za-z0-9_\\-./]*$': {
    words: 'a path starts with "/" and uses letters, digits, "-", "_", "." and "/"',
    example: '"/vip-club"',
    mend: mendPath,
  },
  '^(https?://|/)[^\\s]*$': {
    words: 'a link is a web address starting with https:// (or http://), or a path of this site starting with "/"',
    example: '"https://acme.example.com/terms" or "/help"',
    mend: mendUrl,
  },
  '^[0-9]+(\\.[0-9]{2})?$': {
    words: 'an amount is digits, optionally a "." and two decimals',
    example: '"18.00"',
    mend: (v) => {
      const n = Number(v.trim().replace(',', '.'));
      return Number.isFinite(n) && n >= 0 ? n.toFixed(2) : undefined;
    },
  },
  '^[0-9]{4}-[0-9]{2}-[0-9]{2}T[0-9]{2}:[0-9]{2}(:[0-9]{2}(\\.[0-9]{1,3})?)?(Z|[+-][0-9]{2}:[0-9]{2})$': {
    words: 'an instant is a date and time with its offset (ISO 8601)',
    example: '"2025-06-30T23:59:59Z"',
  },
};

/** The hint for a value that does not have a pattern's form; undefined for a pattern without words. */
export function patternHint(pattern: string, value: unknown): string | undefined {
  const known = BY_PATTERN[pattern];
  if (known === undefined) return undefined;
  const mended = typeof value === 'string' ? known.mend?.(value) : undefined;
  const fix = mended !== undefined && mended !== value ? `; write ${JSON.stringify(mended)}` : '';
  return `${known.words}, e.g. ${known.example}${fix}`;
}

function exampleOf(schema: unknown, fallback: string): string {
  const s = (schema ?? {}) as { default?: unknown; minimum?: unknown; examples?: unknown[] };
  const candidate = s.default ?? s.examples?.[0] ?? s.minimum;
  return candidate === undefined ? fallback : JSON.stringify(candidate);
}

const TRUE_WORDS = new Set(['true', 'yes', 'on', '1', 'sim', 'y']);
const FALSE_WORDS = new Set(['false', 'no', 'off', '0', 'não', 'nao', 'n']);

/** The hint for a value of the wrong type: the value converted when it can be, else an example. */
export function typeHint(expected: string, value: unknown, schema?: unknown): string | undefined {
  const types = expected.split(',');
  const text = typeof value === 'string' ? value.trim() : undefined;
  if (types.includes('integer') || types.includes('number')) {
    const n = text !== undefined && text !== '' ? Number(text.replace(',', '.')) : typeof value === 'number' ? value : Number.NaN;
    if (Number.isFinite(n) && (types.includes('number') || Number.isInteger(n))) return `write ${String(n)}, a number without quotes`;
    if (Number.isFinite(n)) return `write a whole number, without quotes (e.g. ${String(Math.round(n))})`;
    return `write a ${types.includes('integer') ? 'whole ' : ''}number without quotes, e.g. ${exampleOf(schema, '1')}`;
  }
  if (types.includes('boolean')) {
    const word = text?.toLowerCase() ?? (typeof value === 'number' ? String(value) : undefined);
    if (word !== undefined && TRUE_WORDS.has(word)) return 'write true, without quotes';
    if (word !== undefined && FALSE_WORDS.has(word)) return 'write false, without quotes';
    return 'write true or false, without quotes';
  }
  if (types.includes('string') && (typeof value === 'number' || typeof value === 'boolean')) return `write ${JSON.stringify(String(value))}, in quotes`;
  if (types.includes('array') && value !== null && typeof value !== 'object') return `write a list: [${JSON.stringify(value)}]`;
  if (types.includes('array') && Array.isArray(value) === false && value !== null) return 'write a list in square brackets: [ ... ]';
  if (types.includes('object') && typeof value === 'string') return `write an object in braces, e.g. ${exampleOf(schema, '{ "pt": "…", "en": "…" }')}`;
  return undefined;
}
