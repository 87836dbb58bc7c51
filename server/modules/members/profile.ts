/**
 * The member's profile page (SPEC section 3's profile labels): nickname, full name and birthday
 * always, the other labels where the tenant's registration settings enable the field, with what the
 * member gave at registration. Identifying numbers are masked as the security centre masks them.
 */
import { PROFILE_LABELS, type MemberProfileValue, type ProfileLabel } from '../../../schemas/api/account';
import type { RegisterSettings } from '../../../schemas/server/register-settings';
import type { Member } from './member';
import { maskEmail, maskMobile } from './securityCenter';

const ALWAYS: ReadonlySet<ProfileLabel> = new Set(['fullName', 'birthday']);

/** `****6789`: the last four characters. */
function maskTail(text: string): string {
  return text.length <= 4 ? '*'.repeat(text.length) : `${'*'.repeat(Math.min(text.length - 4, 8))}${text.slice(-4)}`;
}

function valueOf(member: Member, label: ProfileLabel): string {
  const profile = member.profile;
  switch (label) {
    // The payee name is the name on the member's bank account: the full name where none was given.
    case 'fullName': return profile.fullName ?? profile.payeeName ?? '';
    case 'email': return member.email ? maskEmail(member.email) : '';
    case 'mobileNum': return member.mobile ? `${member.countryDialingCode ? `${member.countryDialingCode} ` : ''}${maskMobile(member.mobile)}` : '';
    case 'idNumber':
    case 'bankAccountNumber': return profile[label] ? maskTail(profile[label]) : '';
    default: return profile[label] ?? '';
  }
}

export function memberProfileOf(member: Member, settings: RegisterSettings): MemberProfileValue {
  const enabled = new Set(settings.fields.filter((f) => f.enabled).map((f) => f.name));
  return {
    id: member.id,
    account: member.account,
    nickname: member.nickname ?? member.account,
    fields: PROFILE_LABELS.filter((label) => ALWAYS.has(label) || enabled.has(label)).map((name) => ({ name, value: valueOf(member, name).slice(0, 256) })),
  };
}
