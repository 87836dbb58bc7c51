/**
 * A chat message is plain text (SPEC: no HTML): drawn as text nodes, with http(s) addresses turned
 * into links that open apart from the portal and pass nothing to the other site. Nothing else
 * becomes markup, whatever the text holds.
 */
export type ChatPart = { kind: 'text'; text: string } | { kind: 'link'; href: string; text: string };

const LINK = /\bhttps?:\/\/[^\s<>"'`]+/gi;
/** Punctuation that ends a sentence rather than the address. */
const TRAILING = /[.,;:!?)\]]+$/;

export function chatParts(text: string): ChatPart[] {
  const parts: ChatPart[] = [];
  let last = 0;
  for (const match of text.matchAll(LINK)) {
    const start = match.index;
    let candidate = match[0];
    const trailing = TRAILING.exec(candidate)?.[0] ?? '';
    candidate = candidate.slice(0, candidate.length - trailing.length);
    let href: string | undefined;
    try {
      const url = new URL(candidate);
      if (url.protocol === 'http:' || url.protocol === 'https:') href = url.href;
    } catch {
      href = undefined;
    }
    if (href === undefined) continue;
    if (start > last) parts.push({ kind: 'text', text: text.slice(last, start) });
    parts.push({ kind: 'link', href, text: candidate });
    last = start + candidate.length;
  }
  if (last < text.length) parts.push({ kind: 'text', text: text.slice(last) });
  return parts;
}

/** Characters as a person counts them (code points), as the server does. */
export function chatLength(text: string): number {
  return [...text.trim()].length;
}
