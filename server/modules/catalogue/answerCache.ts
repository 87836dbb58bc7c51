/**
 * The in-process cache of public catalogue answers: keyed by tenant, route and normalised query;
 * each entry remembers the tenant's catalogue version it was drawn at and is served only while that
 * version holds. An entry keeps the answer's value (for member views drawn over it), its serialised
 * body, its strong ETag and, once asked for, its Brotli and gzip forms (compressed once, not per
 * request). Bounded: the least recently used entries go first.
 */
import { hash } from 'node:crypto';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { catalogueCacheLookups } from '../../ops/metrics';

/** Answers below this size go out uncompressed (as @fastify/compress's threshold). */
export const COMPRESS_THRESHOLD = 1024;

export type Encoding = 'br' | 'gzip' | 'identity';

export class Answer<V = unknown> {
  private br: Buffer | undefined;
  private gzip: Buffer | undefined;
  private tags: Record<Encoding, string> | undefined;
  readonly etag: string;

  constructor(readonly version: number, readonly value: V, readonly body: Buffer) {
    // One-shot hashing (no Hash object per answer).
    this.etag = hash('sha256', body, 'base64url').slice(0, 27);
  }

  /** The ETag of the answer in one encoding: a strong validator differs per content coding. */
  etagOf(encoding: Encoding): string {
    return this.etags[encoding];
  }

  /** The ETag header values, built once. */
  private get etags(): Record<Encoding, string> {
    this.tags ??= { identity: `"${this.etag}"`, br: `"${this.etag}-br"`, gzip: `"${this.etag}-gz"` };
    return this.tags;
  }

  /** Whether an If-None-Match header names this answer (in any of its encodings) or is `*`. */
  matches(ifNoneMatch: string | undefined): boolean {
    if (ifNoneMatch === undefined) return false;
    return ifNoneMatch.split(',').some((tag) => {
      const t = tag.trim().replace(/^W\//, '');
      return t === '*' || t === `"${this.etag}"` || t === `"${this.etag}-br"` || t === `"${this.etag}-gz"`;
    });
  }

  /** The body in an encoding; compressed on first use and kept. */
  bodyIn(encoding: Encoding): Buffer {
    if (encoding === 'br') {
      this.br ??= brotliCompressSync(this.body, { params: { [constants.BROTLI_PARAM_QUALITY]: 9, [constants.BROTLI_PARAM_SIZE_HINT]: this.body.length } });
      return this.br;
    }
    if (encoding === 'gzip') {
      this.gzip ??= gzipSync(this.body, { level: 9 });
      return this.gzip;
    }
    return this.body;
  }
}

export class AnswerCache {
  private readonly entries = new Map<string, Answer>();
  private readonly pending = new Map<string, Promise<Answer>>();

  constructor(readonly maxEntries: number) {}

  get size(): number {
    return this.entries.size;
  }

  /** The entry of `key` drawn at `version`, or undefined. */
  get(key: string, version: number): Answer | undefined {
    const entry = this.entries.get(key);
    if (entry === undefined) return undefined;
    if (entry.version !== version) {
      this.entries.delete(key);
      return undefined;
    }
    // Most recently used last: eviction takes the first.
    this.entries.delete(key);
    this.entries.set(key, entry);
    return entry;
  }

  /**
   * The entry of `key` at `version`, drawn by `draw` when missing; concurrent misses of one key and
   * version wait for one drawing.
   */
  async getOrDraw(key: string, version: number, draw: () => Promise<Answer>): Promise<Answer> {
    const hit = this.get(key, version);
    if (hit !== undefined) {
      catalogueCacheLookups.inc({ result: 'hit' });
      return hit;
    }
    const pendingKey = `${version}\u0000${key}`;
    const inFlight = this.pending.get(pendingKey);
    if (inFlight !== undefined) {
      catalogueCacheLookups.inc({ result: 'shared' });
      return inFlight;
    }
    catalogueCacheLookups.inc({ result: 'miss' });
    const drawing = draw().then((answer) => {
      this.entries.set(key, answer);
      while (this.entries.size > this.maxEntries) {
        const oldest = this.entries.keys().next();
        if (oldest.done === true) break;
        this.entries.delete(oldest.value);
      }
      return answer;
    }).finally(() => {
      this.pending.delete(pendingKey);
    });
    this.pending.set(pendingKey, drawing);
    return drawing;
  }

  clear(): void {
    this.entries.clear();
  }
}
