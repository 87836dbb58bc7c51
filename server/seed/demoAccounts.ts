/**
 * Demo accounts of every tenant, for people trying the portal and for the tests:
 *
 * | account   | password    | what it shows                                                        |
 * |-----------|-------------|----------------------------------------------------------------------|
 * | demo      | Demo2024    | a member (type 0) with a balance and a mobile number                 |
 * | agent01   | Agent2024   | an agent (type 1) with the seed's contract types; invitation AFF2024 |
 * | olduser   | 123456      | the default password: first-login flag, the portal forces a change   |
 * | expired01 | Expired2024 | password changed in 2020: expired where passwordExpiry is on         |
 * | secure01  | Secure2024  | known IPs only: a login from elsewhere asks for a verification      |
 * | points01  | Points2024  | a member with points and payment password 135790 (server/modules/points)     |
 * | rewards01 | Rewards2024 | reward-centre promotions in the seed's statuses (server/modules/rewards)     |
 * | rewards02 | Rewards2024 | a member with no reward history, for claiming in the tests           |
 * | apply01   | Apply2024   | a member for promotion applications (server/modules/applications)            |
 * | limits01  | Limits2024  | a member for the responsible-gaming tests (limits, reality check, time-out)  |
 * | inbox01   | Inbox2024   | a member whose inbox only the messages tests write to (exact badge counts)   |
 *
 * Trial accounts are made by free play. Idempotent: an existing account is left as it is (its
 * password may have been changed), and passwords are hashed only for accounts that are missing.
 */
import { and, eq, inArray } from 'drizzle-orm';
import { DEFAULT_SEED } from '../../engine/index';
import type { ContractType } from '../../schemas/domain';
import type { Db } from '../db/connect';
import { memberMessages } from '../modules/messages/schema';
import { memberUplines, members } from '../modules/members/schema';
import { inTransaction } from '../modules/ledger/ledger';
import { bookOpening } from '../modules/ledger/opening';
import { walletSettingsOf } from '../modules/wallet/settings';
import { hashPassword } from '../modules/security/passwords';
import type { TenantInfo, TenantRegistry } from '../modules/tenants/tenants';

/** The demo player's welcome bonus (cents), so the bonus details page has a row. */
export const DEMO_WELCOME_BONUS = 20_00n;

/** The invitation (affiliate) code of every tenant's demo agent. */
export const DEMO_AFFILIATE_CODE = 'AFF2024';
/** The address secure01 is known from (TEST-NET-2, RFC 5737). */
export const SECURE_KNOWN_IP = '198.51.100.10';
/** secure01's authenticator secret (base32), for trying the authenticator method. */
export const SECURE_TOTP_SECRET = 'JBSWY3DPEHPK3PXP';

export interface DemoAccount {
  account: string;
  password: string;
  /** Booked into the ledger as an opening transfer when the account is created (cents). */
  openingBalance: bigint;
  /** Its columns; the seed's instant fills `createdAt` and, unless given, `passwordChangedAt`. */
  values: Omit<typeof members.$inferInsert, 'tenant' | 'account' | 'passwordHash' | 'createdAt' | 'passwordChangedAt'> & { passwordChangedAt?: Date };
}

/** The demo accounts of a tenant (mobile numbers follow the default 11-digit rule). */
export function demoAccountsOf(tenant: TenantInfo): DemoAccount[] {
  const seed = tenant.compiled.seed ?? tenant.seed ?? DEFAULT_SEED;
  const contractTypes = [...((seed.agent?.contractTypes ?? []) as readonly ContractType[])];
  const mail = (name: string) => `${name}@${tenant.code}.example`;
  return [
    {
      account: 'demo',
      // With the welcome bonus the demo player starts at 12,345.67, as before the ledger.
      openingBalance: 12_345_67n - DEMO_WELCOME_BONUS,
      password: 'Demo2024',
      values: { nickname: 'Demo player', type: 0, firstTimeLogin: false, email: mail('demo'), mobile: '11987654321', countryDialingCode: '+55' },
    },
    {
      account: 'agent01',
      openingBalance: 50_000_00n,
      password: 'Agent2024',
      values: {
        nickname: 'Demo agent', type: 1, firstTimeLogin: false, email: mail('agent01'), mobile: '11987650001', countryDialingCode: '+55',
        contractTypes, profile: { affiliateCode: DEMO_AFFILIATE_CODE },
      },
    },
    {
      account: 'olduser',
      openingBalance: 100_00n,
      password: '123456',
      values: { nickname: 'Old user', type: 0, firstTimeLogin: true, email: mail('olduser') },
    },
    {
      account: 'expired01',
      openingBalance: 250_00n,
      password: 'Expired2024',
      values: { nickname: 'Expired password', type: 0, firstTimeLogin: false, passwordChangedAt: new Date('2020-01-01T00:00:00Z') },
    },
    {
      account: 'secure01',
      openingBalance: 999_00n,
      password: 'Secure2024',
      values: {
        nickname: 'Secure player', type: 0, firstTimeLogin: false, email: mail('secure01'), mobile: '11912345678', countryDialingCode: '+55',
        knownIps: [SECURE_KNOWN_IP], profile: { payeeName: 'Maria Silva', totpSecret: SECURE_TOTP_SECRET },
      },
    },
    {
      // The points mall's demonstration: its points and payment password come from seedTenantPoints.
      account: 'points01',
      openingBalance: 1_000_00n,
      password: 'Points2024',
      values: { nickname: 'Points player', type: 0, firstTimeLogin: false, email: mail('points01') },
    },
    {
      // The reward centre's demonstration: its statuses come from seedTenantRewards.
      account: 'rewards01',
      openingBalance: 500_00n,
      password: 'Rewards2024',
      values: { nickname: 'Rewards player', type: 0, firstTimeLogin: false, email: mail('rewards01') },
    },
    {
      account: 'rewards02',
      openingBalance: 500_00n,
      password: 'Rewards2024',
      values: { nickname: 'Rewards player 2', type: 0, firstTimeLogin: false, email: mail('rewards02') },
    },
    {
      // Applies for promotions in the end-to-end tests, apart from the demo player's balance checks.
      account: 'apply01',
      openingBalance: 1_000_00n,
      password: 'Apply2024',
      values: { nickname: 'Applying player', type: 0, firstTimeLogin: false, email: mail('apply01') },
    },
    {
      // Sets limits and pauses itself in the end-to-end tests (a time-out locks it out for a day).
      account: 'limits01',
      openingBalance: 100_00n,
      password: 'Limits2024',
      values: { nickname: 'Careful player', type: 0, firstTimeLogin: false, email: mail('limits01') },
    },
    {
      // The messages tests count its unread badges exactly: the demo player's inbox also receives
      // the wallet's outcomes (a deposit credited, a withdrawal approved) from other tests.
      account: 'inbox01',
      openingBalance: 10_00n,
      password: 'Inbox2024',
      values: { nickname: 'Reading player', type: 0, firstTimeLogin: false, email: mail('inbox01') },
    },
  ];
}

/** Creates the demo accounts each tenant is missing. */
export async function seedDemoAccounts(db: Db, tenants: TenantRegistry, now: Date): Promise<void> {
  for (const tenant of tenants.all) {
    const accounts = demoAccountsOf(tenant);
    const existing = await db
      .select({ account: members.account })
      .from(members)
      .where(and(eq(members.tenant, tenant.code), inArray(members.account, accounts.map((a) => a.account))));
    const have = new Set(existing.map((r) => r.account));
    const missing = accounts.filter((a) => !have.has(a.account));
    if (missing.length === 0) continue;
    const rows = await Promise.all(
      missing.map(async (a) => ({ passwordChangedAt: now, ...a.values, createdAt: now, tenant: tenant.code, account: a.account, passwordHash: await hashPassword(a.password) })),
    );
    const book = await walletSettingsOf(db, tenant);
    // The accounts, their messages and their opening transfers are created together or not at all.
    await inTransaction(db, async (tx) => {
    const created = await tx.insert(members).values(rows).onConflictDoNothing().returning({ id: members.id, account: members.account });
    // Platform messages for the accounts that show the header's unread badge.
    const language = tenant.compiled.features.languages?.default === 'en' ? 'en' : 'pt';
    const messages = created
      .filter((m) => m.account === 'demo' || m.account === 'agent01')
      .flatMap((m) => WELCOME_MESSAGES[language].map((text, i) => ({
        tenant: tenant.code, memberId: m.id, title: text.title.replace('{name}', tenant.name), body: text.body, readAt: i === 0 ? now : null, createdAt: now,
      })));
    if (messages.length > 0) await tx.insert(memberMessages).values(messages);
    // Opening balances through the ledger; the demo player also has a welcome bonus and the demo agent as upline.
    const byAccount = new Map(created.map((m) => [m.account, m.id]));
    const agentId = byAccount.get('agent01');
      for (const a of missing) {
        const id = byAccount.get(a.account);
        if (id === undefined) continue;
        await bookOpening(tx, book, id, a.openingBalance, db, now);
        if (a.account === 'demo') {
          await bookOpening(tx, book, id, DEMO_WELCOME_BONUS, db, now, 'bonus', { bonusKind: 'welcome' });
          if (agentId !== undefined) await tx.insert(memberUplines).values({ tenant: tenant.code, memberId: id, uplineId: agentId }).onConflictDoNothing();
        }
      }
    });
  }
}

/** Three messages per demo account: the first already read, so the badge shows 2. */
const WELCOME_MESSAGES: Record<'pt' | 'en', { title: string; body: string }[]> = {
  en: [
    { title: 'Welcome to {name}', body: 'Your account is ready. Good luck!' },
    { title: 'Your weekly rebate', body: 'Your rebate for last week has been credited to your wallet.' },
    { title: 'Keep your account safe', body: 'Never share your password or verification codes with anyone.' },
  ],
  pt: [
    { title: 'Bem-vindo à {name}', body: 'Sua conta está pronta. Boa sorte!' },
    { title: 'Seu rebate semanal', body: 'O rebate da semana passada foi creditado na sua carteira.' },
    { title: 'Mantenha sua conta segura', body: 'Nunca compartilhe sua senha ou códigos de verificação com ninguém.' },
  ],
};
