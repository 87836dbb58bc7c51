/**
 * The image captcha: svg-captcha draws a random text (chosen with crypto, not Math.random); only a
 * hash of the answer is stored, for 2 minutes, and an answer is checked once: the row is deleted by
 * the check, right or wrong.
 */
import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { createRequire } from 'node:module';
import { and, eq, lt } from 'drizzle-orm';
import type { Db } from '../../db/connect';
import { captchas } from './schema';

export const CAPTCHA_TTL_MS = 2 * 60_000;
/** No look-alikes (0/O, 1/I/l): the answer is compared without case. */
const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
const LENGTH = 4;

interface SvgCaptchaOptions {
  width?: number;
  height?: number;
  fontSize?: number;
  noise?: number;
  color?: boolean;
  background?: string;
}

// svg-captcha's callable export (text → SVG) is not in its type declarations.
const renderCaptcha = createRequire(import.meta.url)('svg-captcha') as (text: string, options?: SvgCaptchaOptions) => string;

function answerHash(tenant: string, id: string, answer: string): string {
  return createHash('sha256').update(`${tenant}\u0000${id}\u0000${answer.trim().toUpperCase()}`).digest('hex');
}

/** Stores the answer of a new captcha; returns its id. Tests call it to know the answer. */
export async function storeCaptcha(db: Db, tenant: string, answer: string, now: Date): Promise<string> {
  const id = randomBytes(16).toString('base64url');
  await db.insert(captchas).values({ id, tenant, answerHash: answerHash(tenant, id, answer), expiresAt: new Date(now.getTime() + CAPTCHA_TTL_MS) });
  // Expired captchas of the tenant are removed as new ones are made.
  await db.delete(captchas).where(and(eq(captchas.tenant, tenant), lt(captchas.expiresAt, now)));
  return id;
}

/** A new captcha: its id and the SVG image as a data URL. */
export async function createCaptcha(db: Db, tenant: string, now: Date): Promise<{ id: string; image: string }> {
  const text = Array.from({ length: LENGTH }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');
  const svg = renderCaptcha(text, { width: 120, height: 40, fontSize: 44, noise: 2, color: true, background: '#f4f4f4' });
  const id = await storeCaptcha(db, tenant, text, now);
  return { id, image: `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}` };
}

/** Checks an answer once: true only for the right answer before expiry, in the same tenant. */
export async function consumeCaptcha(db: Db, tenant: string, id: string | undefined, answer: string | undefined, now: Date): Promise<boolean> {
  if (!id || !answer) return false;
  const rows = await db
    .delete(captchas)
    .where(and(eq(captchas.id, id), eq(captchas.tenant, tenant)))
    .returning();
  const row = rows[0];
  if (!row || row.expiresAt.getTime() < now.getTime()) return false;
  const expected = Buffer.from(row.answerHash, 'hex');
  const given = Buffer.from(answerHash(tenant, id, answer), 'hex');
  return expected.length === given.length && timingSafeEqual(expected, given);
}
