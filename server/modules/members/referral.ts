/**
 * A member's referral: a code made from the member's id (public by nature: it is shared as a link),
 * and the members of the tenant who registered with it (the registration keeps the typed code in the
 * profile), with what they brought from the ledger: approved deposits and valid bets (real-mode
 * stakes) into and out of their main wallets.
 */
import { and, asc, eq, sql } from 'drizzle-orm';
import type { ReferralValue } from '../../../schemas/api/referral';
import type { Db } from '../../db/connect';
import { members } from './schema';
import { formatMoney } from '../ledger/index';
import { maskAccount } from './publicName';
import { isoOf, type MemberContext } from '../wallet/index';

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

export async function referralOf(db: Db, ctx: MemberContext): Promise<ReferralValue> {
  const { tenant } = ctx.settings;
  const code = referralCodeOf(ctx.memberId);
  const invited = await db.select({ id: members.id, account: members.account, createdAt: members.createdAt }).from(members)
    .where(and(eq(members.tenant, tenant), sql`upper(${members.profile}->>'referralCode') = ${code}`))
    .orderBy(asc(members.id)).limit(100);
  const figures = new Map<number, { deposits: bigint; bets: bigint }>();
  if (invited.length > 0) {
    const ids = sql.join(invited.map((m) => sql`${m.id}`), sql`, `);
    const result = (await db.execute(sql`
      select a.member_id as member_id,
        coalesce(sum(e.amount) filter (where t.kind = 'deposit'), 0)::text as deposits,
        coalesce(-sum(e.amount) filter (where t.kind = 'bet'), 0)::text as bets
      from ledger_accounts a join ledger_entries e on e.account_id = a.id join ledger_transfers t on t.id = e.transfer_id
      where a.tenant = ${tenant} and a.wallet = 'main' and a.asset = 'cash' and a.member_id in (${ids})
      group by a.member_id`)) as unknown as { rows: { member_id: number | string; deposits: string; bets: string }[] };
    for (const r of result.rows) figures.set(Number(r.member_id), { deposits: BigInt(r.deposits), bets: BigInt(r.bets) });
  }
  let deposits = 0n;
  let bets = 0n;
  const list = invited.map((m) => {
    const f = figures.get(m.id) ?? { deposits: 0n, bets: 0n };
    deposits += f.deposits;
    bets += f.bets;
    return { account: maskAccount(m.account), joinedAt: isoOf(m.createdAt), deposits: formatMoney(f.deposits), validBets: formatMoney(f.bets) };
  });
  return {
    code,
    registerPath: `/register?referralCode=${code}`,
    currency: ctx.settings.currency,
    currencySymbol: ctx.settings.currencySymbol,
    invited: list,
    totals: { count: list.length, deposits: formatMoney(deposits), validBets: formatMoney(bets) },
  };
}
