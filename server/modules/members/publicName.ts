/**
 * How a member is named to other members (the chat, a red envelope's sender, the leaderboard, the
 * referral list): never by the login name. A member who chose a nickname is shown by it; anyone else
 * by the masked account (`ab***yz`). The nickname is null until chosen: registration never copies
 * the username into it, so a reader of the column cannot show a login name by mistake.
 *
 * The nickname rules hold wherever a nickname is set (registration, an agent's downline
 * registration, any later change): others see it, and the operators export it to spreadsheets.
 */
import { NICKNAME_MAX_LENGTH } from '../../../schemas/domain';
import { DomainError } from '../../platform/domainError';

/** An account as others see it: its first two and last two characters (by code point). */
export function maskAccount(account: string): string {
  const chars = [...account];
  return chars.length <= 4 ? `${chars[0] ?? ''}***` : `${chars.slice(0, 2).join('')}***${chars.slice(-2).join('')}`;
}

/** The name other members see: the chosen nickname, or the masked account. */
export function displayNameOf(member: { account: string; nickname: string | null }): string {
  return member.nickname ?? maskAccount(member.account);
}

// Control characters (tab and carriage return included), line separators, and the bidirectional
// controls that would make a name read differently from what it is.
// eslint-disable-next-line no-control-regex -- control characters are what this refuses
const UNPRINTABLE = /[\u0000-\u001f\u007f-\u009f\u2028\u2029\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/u;
/** Angle brackets: a nickname is plain text, never markup. */
const MARKUP = /[<>]/;
/** What a spreadsheet reads as a formula at the start of a cell (tab and CR are refused above). */
const FORMULA_START = /^[=+\-@]/;

function refuse(reason: string): never {
  throw new DomainError('invalid', 'error.invalidRequest', { fields: ['nickname'], reason: `/nickname ${reason}` });
}

/**
 * A nickname as it will be stored (trimmed), or undefined when none was given (absent or blank).
 * 400 'error.invalidRequest' naming the field: over NICKNAME_MAX_LENGTH characters, a control or
 * bidirectional character, an angle bracket, or a formula's first character (= + - @).
 */
export function checkedNickname(raw: string | undefined): string | undefined {
  if (raw === undefined) return undefined;
  if (UNPRINTABLE.test(raw)) refuse('must not contain control characters');
  const nickname = raw.trim();
  if (nickname === '') return undefined;
  if ([...nickname].length > NICKNAME_MAX_LENGTH) refuse(`must have at most ${NICKNAME_MAX_LENGTH} characters`);
  if (MARKUP.test(nickname)) refuse('must not contain < or >');
  if (FORMULA_START.test(nickname)) refuse('must not start with = + - or @');
  return nickname;
}
