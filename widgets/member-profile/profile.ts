/**
 * What the profile page shows of the member's answer (GET /wps/member/profile): the avatar's
 * placeholder initial, the birthday as the records write a day, and one row per profile label.
 */
import type { MemberProfileValue, ProfileLabel } from '../../schemas/api/account';

/**
 * The placeholder avatar's letter: the first character of the nickname (the account when the
 * nickname is blank), upper-cased; a whole code point, so an emoji or a CJK name is not cut in half.
 */
export function avatarInitial(nickname: string, account: string): string {
  const name = nickname.trim() || account.trim();
  const first = Array.from(name)[0];
  return first === undefined ? '?' : first.toLocaleUpperCase();
}

/**
 * A birthday as the member reads it, day first as every date of the member centre ('01/05/1990'):
 * the server keeps what the registration form sent (YYYY-MM-DD); anything else is shown as given.
 */
export function formatBirthday(value: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value.trim());
  return match === null ? value : `${match[3]}/${match[2]}/${match[1]}`;
}

export interface ProfileRow {
  name: ProfileLabel;
  /** What to show; undefined when the member gave nothing (the page says "not provided"). */
  value: string | undefined;
}

/** The rows of the profile's labels in the server's order (the registration settings decide which). */
export function profileRows(profile: MemberProfileValue): ProfileRow[] {
  return profile.fields.map(({ name, value }) => {
    const text = name === 'birthday' ? formatBirthday(value) : value;
    return { name, value: text.trim() === '' ? undefined : text };
  });
}

/** Writes the text to the clipboard; rejects where the page may not (no clipboard API, permission refused). */
export function copyToClipboard(text: string): Promise<void> {
  // An insecure origin (plain http on a LAN address) has no navigator.clipboard at all.
  const clipboard = typeof navigator === 'undefined' ? undefined : (navigator.clipboard as Clipboard | undefined);
  if (clipboard === undefined) return Promise.reject(new Error('clipboard unavailable'));
  return clipboard.writeText(text);
}
