import { distance } from 'fastest-levenshtein';

/** The closest candidate to a misspelled name, when it is close enough to be a likely typo. */
export function suggest(input: string, candidates: readonly string[]): string | undefined {
  const needle = input.toLowerCase();
  let best: string | undefined;
  let bestDistance = Infinity;
  for (const candidate of candidates) {
    const d = distance(needle, candidate.toLowerCase());
    if (d < bestDistance) {
      best = candidate;
      bestDistance = d;
    }
  }
  // Up to a third of the name may differ ("bannr-carousel" still finds "banner-carousel"), at least
  // two letters; a candidate that shares nothing with the name (distance = its length) is no typo.
  const limit = Math.max(2, Math.floor(needle.length / 3));
  if (best !== undefined && bestDistance >= Math.max(needle.length, best.length)) return undefined;
  return best !== undefined && bestDistance <= limit ? best : undefined;
}

/**
 * A did-you-mean hint, or a list of what is allowed when nothing is close: the first `limit`
 * candidates (12 unless said otherwise; lists an operator chooses from, such as widget ids, pass
 * Infinity so that none is left out).
 */
export function didYouMean(input: string, candidates: readonly string[], what = 'one of', limit = 12): string {
  const best = suggest(input, candidates);
  if (best !== undefined) return `did you mean "${best}"?`;
  const shown = candidates.slice(0, limit).map((c) => `"${c}"`).join(', ');
  return `use ${what} ${shown}${candidates.length > limit ? ', …' : ''}`;
}
