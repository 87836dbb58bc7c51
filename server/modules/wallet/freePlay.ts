/**
 * Free play: a trial account (the members module's) with its play money (the wallet's), logged in.
 */
import type { LoginValue } from '../../../schemas/api/session';
import { TRIAL_ACCOUNT_TYPE } from '../../../schemas/domain';
import type { Db } from '../../db/connect';
import { createSession, liveRules, loginValue, openTrialAccount } from '../members/index';
import type { TenantInfo } from '../tenants/index';
import { openTrialWallet } from './balances';

/**
 * Opens a free-play account under a random name, gives it its play money and starts its session;
 * undefined when no free name was found.
 */
export async function startFreePlay(db: Db, tenant: TenantInfo, now: Date): Promise<LoginValue | undefined> {
  const { state } = await liveRules(db, tenant);
  const member = await openTrialAccount(db, tenant.code, TRIAL_ACCOUNT_TYPE, now);
  if (!member) return undefined;
  await openTrialWallet(db, tenant, member.id, now);
  return loginValue(member, await createSession(db, tenant.code, member.id, now), state, now);
}
