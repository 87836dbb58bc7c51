/**
 * A member's referral: a code made from the member's id (public by nature: it is shared as a link),
 * and the members of the tenant who registered with it (the registration keeps the typed code in the
 * profile), with what they brought (the ledger's deposits and valid bets of their main wallets).
 */
import { and, asc, eq, sql } from 'drizzle-orm';
import type { ReferralValue } from '../../../schemas/api/referral';
import type { Db } from '../../db/connect';
import { members } from './schema';
import { depositsAndBetsOf, formatMoney } from '../ledger/index';
import { maskAccount } from './publicName';

/** The referral code of a member: 'R' and its id in base 36, at least 4 characters. */
export function referralCodeOf(memberId: number): string {
  return `R${memberId.toString(36).toUpperCase().padStart(4, '0')}`;
}

/** The member id a referral code names (its own shape only: whether that member exists is the caller's to check). */
export function memberIdOfReferralCode(code: string): number | undefined {
  const match = /^R([0-9A-Z]{4,12})$/.exec(code.trim().toUpperCase());
  if (!match) return undefined;
  const id = Number.parseInt(match[1]!, 36);
  return Number.isSafeInteger(id) && id > 0 && id <= 2147483647 ? id : undefined;
}

/** The currency the referral's figures are shown in (the wallet settings'). */
export interface ReferralCurrency {
  currency: string;
  currencySymbol: string;
}

export async function referralOf(db: Db, tenant: string, memberId: number, money: ReferralCurrency): Promise<ReferralValue> {
  const code = referralCodeOf(memberId);
  const invited = await db.select({ id: members.id, account: members.account, createdAt: members.createdAt }).from(members)
    .where(and(eq(members.tenant, tenant), sql`upper(${members.profile}->>'referralCode') = ${code}`))
    .orderBy(asc(members.id)).limit(100);
  const figures = await depositsAndBetsOf(db, tenant, invited.map((m) => m.id));
  let deposits = 0n;
  let bets = 0n;
  const list = invited.map((m) => {
    const f = figures.get(m.id) ?? { deposits: 0n, bets: 0n };
    deposits += f.deposits;
    bets += f.bets;
    return { account: maskAccount(m.account), joinedAt: m.createdAt.toISOString(), deposits: formatMoney(f.deposits), validBets: formatMoney(f.bets) };
  });
  return {
    code,
    registerPath: `/register?referralCode=${code}`,
    currency: money.currency,
    currencySymbol: money.currencySymbol,
    invited: list,
    totals: { count: list.length, deposits: formatMoney(deposits), validBets: formatMoney(bets) },
  };
}
