/**
 * Social login in the portal (SPEC sections 3 and 4): the channels offered where the tenant's
 * socialLogin switch is on (the white-label answer), the id token a channel's sign-in gives, and the
 * refusals of the server's identity provider as texts of the lazy auth catalogue.
 *
 * The sign-in itself is the development one (DevSocialSignIn): it contacts no network and writes the
 * token the server's development provider reads (`dev:<channel>:<subject>[:<email>]`), which a
 * production server refuses. A real channel's sign-in (a popup of the network's SDK) plugs in where
 * DevSocialSignIn is rendered, and answers the network's id token the same way.
 */
import { useEffect, useState } from 'react';
import type { AuthTextKey } from '../../../engine/i18n/texts/auth';
import { usePortalData, type PortalCall } from '../../portal-context/PortalData';

/** The channels the portal offers (the server's provider may serve fewer: it then refuses the channel). */
export const SOCIAL_CHANNELS = ['google', 'facebook'] as const;
export type SocialChannel = (typeof SOCIAL_CHANNELS)[number];

/** What a channel's sign-in gave: the `firebaseChannel` and `firebaseIdToken` of the calls. */
export interface SocialToken {
  channel: SocialChannel;
  idToken: string;
}

/** A development token's subject, as the server's development provider accepts it. */
export const DEV_SUBJECT_PATTERN = /^[A-Za-z0-9._-]{1,64}$/;

/** The token the development provider reads. */
export function devIdToken(channel: SocialChannel, subject: string, email?: string): string {
  const mail = email?.trim() ?? '';
  return `dev:${channel}:${subject.trim()}${mail === '' ? '' : `:${mail}`}`;
}

/** The server's social refusals, which the lazy auth catalogue words. */
const SOCIAL_FAILURES = ['error.socialTokenInvalid', 'error.socialChannelUnavailable', 'error.socialNotLinked', 'error.socialLinked'] as const satisfies readonly AuthTextKey[];
export type SocialFailure = (typeof SOCIAL_FAILURES)[number];

/** The social refusal a failed call carries (the client keeps the server's code as sent), if it is one. */
export function socialFailureOf(error: unknown): SocialFailure | undefined {
  const code = typeof error === 'object' && error !== null && 'serverCode' in error ? error.serverCode : undefined;
  return (SOCIAL_FAILURES as readonly unknown[]).includes(code) ? (code as SocialFailure) : undefined;
}

/** The white-label answer's switch, asked once per caller (the API client) for the visit. */
const asked = new WeakMap<PortalCall, Promise<boolean>>();

function socialLoginOf(call: PortalCall): Promise<boolean> {
  let answer = asked.get(call);
  if (answer === undefined) {
    // No answer counts as off: the sign-in forms stay as they are.
    answer = call('whitelabel').then((w) => w.socialLogin === true, () => false);
    asked.set(call, answer);
  }
  return answer;
}

/**
 * Whether the tenant offers social login: false until the white-label answer says so. Read here, in
 * the sign-in forms' chunks, rather than carried in the site every page loads.
 */
export function useSocialLoginOn(): boolean {
  const { call } = usePortalData().useCaller();
  const [on, setOn] = useState(false);
  useEffect(() => {
    let live = true;
    void socialLoginOf(call).then((value) => { if (live) setOn(value); });
    return () => { live = false; };
  }, [call]);
  return on;
}
