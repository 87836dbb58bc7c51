/** Fixtures shared by the sign-in widget tests (tests only). */
import type { ResolvedSite } from '../../../engine/index';
import { BOTH_MODES, USERNAME_ONLY, resolveWith, settingsWith } from '../../../engine/registration/fixtures';
import { resolveAccountRules } from '../../../engine/registration/index';
import type { SwitchName } from '../../../schemas/domain';
import type { FakeCalls } from '../../portal-context/testing/renderWithPortal';

const NO_SWITCHES: Record<SwitchName, boolean> = {
  usernameRegistration: true, mobileRegistration: false, registrationSms: false, mobilePasswordOnRegistration: false,
  phonePasswordReset: false, agentPolicy: false, passwordExpiry: false, referral: false,
};

/**
 * A site part for the sign-in widgets: switches and the registration form of the engine fixtures
 * (password: no spaces, 8-20 with the password policy; mobile: digits, 11) and the account rules the
 * engine works out from the same settings. `mobile` turns on mobile registration (SMS login).
 */
export function authSite(switches: Partial<Record<SwitchName, boolean>> = {}): Partial<ResolvedSite> {
  const all = { ...NO_SWITCHES, ...switches };
  const { form } = resolveWith(all.mobileRegistration ? BOTH_MODES : USERNAME_ONLY);
  return {
    switches: all,
    registrationForm: form,
    accountRules: resolveAccountRules(settingsWith()),
    status: { code: 0, screen: 'normal', customerServiceUrl: 'https://cs.test/chat' },
  };
}

/** The password rule message of the fixture form, in English. */
export function passwordMessage(site: Partial<ResolvedSite>): string {
  const field = site.registrationForm?.fields.find((f) => f.name === 'password' && f.enabled);
  if (field?.message === undefined) throw new Error('the fixture form has no password message');
  return field.message.en;
}

/** A failure as the API client rejects: a catalogue code, the server's flags, its own message. */
export function apiError(code: string, value?: Record<string, unknown>, serverMessage?: string): Error {
  return Object.assign(new Error(code), { code, ...(value !== undefined ? { value } : {}), ...(serverMessage !== undefined ? { serverMessage } : {}) });
}

export const AUTH_CALLS: FakeCalls = {
  captcha: () => ({ id: 'cap-1', image: 'data:image/svg+xml;base64,PHN2Zy8+' }),
  countryCodes: () => [{ countryCode: 'BR', countryDialingCode: '+55', countryName: 'Brasil' }, { countryCode: 'PT', countryDialingCode: '+351', countryName: 'Portugal' }],
};
