/**
 * The demo agent network of every agent-enabled tenant (its seed turns the agentPolicy switch on and
 * offers contract types), so every agent report has data: a tree three agent levels deep under the
 * demo agent agent01, players under each agent, 60 days of their real play (stakes and wins booked
 * through the ledger at their past times, plus a few deposits), and contracts: the house's to agent01
 * (each offered type), agent01's dividend to agent02 and agent02's to agent04, and an open offer from
 * agent01 to agent03 (the contract popup shows it when agent03 signs in).
 *
 * | account  | password   | upline  | type        |
 * |----------|------------|---------|-------------|
 * | agent02  | Agent2024  | agent01 | agent (2)   |
 * | agent03  | Agent2024  | agent01 | agent (2)   |
 * | agent04  | Agent2024  | agent02 | agent (41)  |
 * | player11 | Player2024 | agent01 | member      |
 * | player21, player22 | Player2024 | agent02 | member |
 * | player31 | Player2024 | agent03 | member      |
 * | player41, player42 | Player2024 | agent04 | member |
 *
 * Deterministic (a generator seeded by the tenant's code and the day) and done once: a tenant whose
 * agent02 exists is skipped.
 */
import { and, eq, inArray } from 'drizzle-orm';
import type { ContractType } from '../../schemas/domain';
import type { Db } from '../db/connect';
import { agentContracts } from '../modules/agents/schema';
import { memberUplines, members } from '../modules/members/schema';
import { bookBackdated, prepareBackdated, type BackdatedTransfer } from '../modules/ledger/backdated';
import { houseAccount, inTransaction, memberAccount } from '../modules/ledger/ledger';
import { bookOpening } from '../modules/ledger/opening';
import { hashPassword } from '../modules/security/passwords';
import type { TenantInfo } from '../modules/tenants/tenants';
import { walletSettingsOf } from '../modules/wallet/settings';
import { periodOf } from '../platform/periods';
import { agentSettingsOf, seedAgentSettings } from '../modules/agents/settings';
import { settleDue } from '../modules/agents/settlement';
import { seedOf } from '../modules/tenants/tenantState';

export const NETWORK_DAYS = 60;
const PLAYER_OPENING = 3_000_00n;
/**
 * The agents' own opening: an agent's dividend depends on where the weekly periods fall against the
 * seeded play (it moves with the day the seed runs), so every agent also starts with money of its own
 * to transfer, send and withdraw on any day.
 */
const AGENT_OPENING = 500_00n;

interface Node { account: string; nickname: string; type: number; upline: string; password: string }

export const NETWORK: readonly Node[] = [
  { account: 'agent02', nickname: 'Agente Norte', type: 2, upline: 'agent01', password: 'Agent2024' },
  { account: 'agent03', nickname: 'Agente Sul', type: 2, upline: 'agent01', password: 'Agent2024' },
  { account: 'agent04', nickname: 'Agente Centro', type: 41, upline: 'agent02', password: 'Agent2024' },
  { account: 'player11', nickname: 'Player 11', type: 0, upline: 'agent01', password: 'Player2024' },
  { account: 'player21', nickname: 'Player 21', type: 0, upline: 'agent02', password: 'Player2024' },
  { account: 'player22', nickname: 'Player 22', type: 0, upline: 'agent02', password: 'Player2024' },
  { account: 'player31', nickname: 'Player 31', type: 0, upline: 'agent03', password: 'Player2024' },
  { account: 'player41', nickname: 'Player 41', type: 0, upline: 'agent04', password: 'Player2024' },
  { account: 'player42', nickname: 'Player 42', type: 0, upline: 'agent04', password: 'Player2024' },
];

/** A small deterministic generator (mulberry32). */
function generator(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function hashOf(text: string): number {
  let h = 2166136261;
  for (const c of text) h = Math.imul(h ^ c.charCodeAt(0), 16777619);
  return h >>> 0;
}

const STAKES = [5_00n, 10_00n, 20_00n, 50_00n];

/**
 * About 60 days of a player's play ending before `now`, laid out on the tenant's calendar: the days
 * count from the start of the week (in the tenant's zone, `offsetMinutes`) that holds `now` less
 * NETWORK_DAYS, so each seeded week plays the same whatever weekday or hour the seed runs at. Stakes
 * and wins, never more than the balance; every seeded week ends with the house ahead on the player
 * (a last losing round where the week went the player's way), so each settled dividend week pays and
 * the agent centre's "last 30 days" shows the same kind of rows at any instant.
 */
export function playOf(tenant: string, account: string, memberId: number, now: Date, offsetMinutes: number): BackdatedTransfer[] {
  const random = generator(hashOf(`${tenant}/${account}`));
  const main = memberAccount(memberId);
  const game = houseAccount('game');
  const meta = { vendor: 'PG', gameType: 'RNG', gameName: 'Fortune Tiger' };
  const transfers: BackdatedTransfer[] = [];
  let balance = PLAYER_OPENING;
  const dayMs = 86_400_000;
  const first = periodOf('weekly', new Date(now.getTime() - NETWORK_DAYS * dayMs), offsetMinutes).start.getTime();
  const days = Math.ceil((now.getTime() - first) / dayMs);
  let weekNet = 0n;
  const closeWeek = (day: number) => {
    // The week's last evening (22:00 in the tenant's day), if it is already over.
    const at = new Date(first + day * dayMs + 22 * 3600_000);
    if (weekNet > 0n || at.getTime() >= now.getTime()) return;
    const stake = -weekNet + STAKES[0]!;
    if (stake > balance) return;
    transfers.push({ kind: 'bet', from: main, to: game, amount: stake, at, reference: `N${hashOf(`${account}/${day}/close`).toString(36)}`, meta });
    balance -= stake;
  };
  for (let day = 0; day < days; day += 1) {
    if (random() < 0.1) {
      const amount = BigInt(100 + Math.floor(random() * 5) * 100) * 100n;
      transfers.push({ kind: 'deposit', from: houseAccount('deposits'), to: main, amount, at: new Date(first + day * dayMs + 3600_000), reference: 'seed' });
      balance += amount;
    }
    if (random() <= 0.65) {
      const rounds = 1 + Math.floor(random() * 4);
      for (let r = 0; r < rounds; r += 1) {
        const at = new Date(first + day * dayMs + 2 * 3600_000 + Math.floor(random() * 19 * 3600_000));
        if (at.getTime() >= now.getTime()) continue;
        const stake = STAKES[Math.floor(random() * STAKES.length)]!;
        if (stake > balance) continue;
        const roll = random();
        const win = roll < 0.55 ? 0n : roll < 0.85 ? stake * 2n : roll < 0.97 ? stake * 3n / 2n : stake * 5n;
        const reference = `N${hashOf(`${account}/${day}/${r}`).toString(36)}`;
        transfers.push({ kind: 'bet', from: main, to: game, amount: stake, at, reference, meta });
        balance -= stake;
        weekNet += stake;
        if (win > 0n) {
          transfers.push({ kind: 'win', from: game, to: main, amount: win, at: new Date(at.getTime() + 1000), reference, meta });
          balance += win;
          weekNet -= win;
        }
      }
    }
    if (day % 7 === 6) {
      closeWeek(day);
      weekNet = 0n;
    }
  }
  return transfers;
}

const bp = (percent: number) => Math.round(percent * 100);
const tier = (validBet: bigint, activeMembers: number, rateBp: number) => ({ validBet: validBet.toString(), profitLoss: '0', activeMembers, rateBp });

/** The seeded contracts' tiers per type: the house's rates, agent01's and agent02's. */
export const NETWORK_TIERS: Record<ContractType, [ReturnType<typeof tier>[], ReturnType<typeof tier>[], ReturnType<typeof tier>[]]> = {
  dividend: [[tier(0n, 0, bp(20)), tier(20_000_00n, 3, bp(40))], [tier(0n, 0, bp(15)), tier(10_000_00n, 2, bp(30))], [tier(0n, 0, bp(10)), tier(5_000_00n, 2, bp(20))]],
  dailySalary: [[tier(0n, 0, bp(1)), tier(5_000_00n, 2, bp(2))], [tier(0n, 0, bp(0.8))], [tier(0n, 0, bp(0.5))]],
  hourlySalary: [[tier(0n, 0, bp(0.8))], [tier(0n, 0, bp(0.6))], [tier(0n, 0, bp(0.4))]],
  realTimeSalary: [[tier(0n, 0, bp(0.5)), tier(1_000_00n, 2, bp(1))], [tier(0n, 0, bp(0.3))], [tier(0n, 0, bp(0.2))]],
};
const PERIOD: Record<ContractType, string> = { dividend: 'weekly', dailySalary: 'daily', hourlySalary: 'hourly', realTimeSalary: 'fiveMinutes' };

/** Whether a tenant gets the network: its seed turns agentPolicy on and offers contract types. */
export function isAgentTenant(tenant: TenantInfo): boolean {
  const seed = seedOf(tenant);
  return seed.switches.agentPolicy === true && (seed.agent?.contractTypes.length ?? 0) > 0;
}

export async function seedAgentNetwork(db: Db, tenant: TenantInfo, now: Date): Promise<boolean> {
  await seedAgentSettings(db, tenant);
  if (!isAgentTenant(tenant)) return false;
  const [root] = await db.select({ id: members.id }).from(members).where(and(eq(members.tenant, tenant.code), eq(members.account, 'agent01')));
  if (!root) return false;
  const [done] = await db.select({ id: members.id }).from(members).where(and(eq(members.tenant, tenant.code), eq(members.account, 'agent02')));
  if (done) return false;
  const book = await walletSettingsOf(db, tenant);
  const types = [...(seedOf(tenant).agent?.contractTypes ?? [])] as ContractType[];
  const hashes = new Map<string, string>();
  for (const password of new Set(NETWORK.map((n) => n.password))) hashes.set(password, await hashPassword(password));
  const offset = (await agentSettingsOf(db, tenant)).gmtOffsetMinutes;
  const created = await inTransaction(db, async (tx) => {
    const rows = await tx.insert(members).values(NETWORK.map((n) => ({
      tenant: tenant.code, account: n.account, nickname: n.nickname, type: n.type, passwordHash: hashes.get(n.password)!, firstTimeLogin: false,
      contractTypes: n.type === 0 ? [] : types, createdAt: now, passwordChangedAt: now,
    }))).onConflictDoNothing().returning({ id: members.id, account: members.account });
    const ids = new Map([['agent01', root.id], ...rows.map((r) => [r.account, r.id] as const)]);
    if (rows.length !== NETWORK.length) return undefined;
    await tx.insert(memberUplines).values(NETWORK.map((n) => ({ tenant: tenant.code, memberId: ids.get(n.account)!, uplineId: ids.get(n.upline)! }))).onConflictDoNothing();
    for (const n of NETWORK) await bookOpening(tx, book, ids.get(n.account)!, n.type === 0 ? PLAYER_OPENING : AGENT_OPENING, db, now);
    // Contracts: the dividend from the period that began 60 days ago, the others from now.
    const since = periodOf('weekly', new Date(now.getTime() - NETWORK_DAYS * 86_400_000), offset).start;
    const chain: [number, number][] = [[0, ids.get('agent01')!], [ids.get('agent01')!, ids.get('agent02')!], [ids.get('agent02')!, ids.get('agent04')!]];
    for (const type of types) {
      const acceptedAt = type === 'dividend' ? since : now;
      const levels = type === 'dividend' ? chain : chain.slice(0, 1);
      for (const [level, [uplineId, downlineId]] of levels.entries()) {
        const tiers = NETWORK_TIERS[type][level]!;
        await tx.insert(agentContracts).values({
          tenant: tenant.code, uplineId, downlineId, type, periodType: PERIOD[type], tiers, maxRateBp: Math.max(...tiers.map((t) => t.rateBp)),
          status: 'active', offeredAt: acceptedAt, acceptedAt,
        });
      }
    }
    if (types.includes('dividend')) {
      const tiers = [tier(0n, 0, bp(12)), tier(8_000_00n, 1, bp(25))];
      await tx.insert(agentContracts).values({ tenant: tenant.code, uplineId: ids.get('agent01')!, downlineId: ids.get('agent03')!, type: 'dividend', periodType: 'weekly', tiers, maxRateBp: bp(25), offeredAt: now });
    }
    return ids;
  });
  if (!created) return false;
  const play = NETWORK.filter((n) => n.type === 0).flatMap((n) => playOf(tenant.code, n.account, created.get(n.account)!, now, offset));
  const accountIds = await prepareBackdated(db, book, play);
  await inTransaction(db, (tx) => bookBackdated(tx, book, accountIds, play));
  // The periods already over are settled now, as the schedule would have.
  await settleDue(db, book, await agentSettingsOf(db, tenant), now);
  return true;
}

/** The ids of the seeded network's accounts (tests). */
export async function networkIds(db: Db, tenant: string): Promise<Map<string, number>> {
  const rows = await db.select({ id: members.id, account: members.account }).from(members)
    .where(and(eq(members.tenant, tenant), inArray(members.account, ['agent01', 'demo', ...NETWORK.map((n) => n.account)])));
  return new Map(rows.map((r) => [r.account, r.id]));
}
