/**
 * A tenant's money settings (currency, deposit methods and limits, withdrawal and upline limits,
 * confirmation minutes, the demo approval delay): one row per tenant, written at seed time from the
 * defaults below (by the tenant's default language) and read by every wallet call.
 */
import { eq } from 'drizzle-orm';
import type { DepositMethodId } from '../../../schemas/api/wallet';
import { depositMethodAllowed, siteLawOf, type DepositMethod } from '../../../engine/jurisdictions/siteLaw';
import type { Db } from '../../db/connect';
import { walletSettings } from './schema';
import type { Book, Executor } from '../ledger/index';
import { languageOf } from '../security/index';
import { localOffsetMinutes, type TenantInfo } from '../tenants/index';

export interface WalletSettings extends Book {
  readonly currencySymbol: string;
  readonly depositMethods: readonly { id: DepositMethodId; min: bigint; max: bigint }[];
  readonly maxPendingDeposits: number;
  readonly withdrawMin: bigint;
  readonly withdrawMax: bigint;
  readonly maxPendingWithdrawals: number;
  readonly uplineMin: bigint;
  readonly uplineMax: bigint;
  readonly confirmMinutes: number;
  readonly demoApproveSeconds: number | null;
  /** The tenant's offset from UTC in minutes: the days, weeks and months of the responsible-gaming limits. */
  readonly localOffsetMinutes: number;
}

/**
 * The name a law gives each wallet method (the manifest's `payments.depositMethods`): `card` takes any
 * card, credit included, so it is a credit card to the law; `debitCard` and `prepaidCard` take only those.
 */
export const DEPOSIT_METHOD_LAW_NAMES: Readonly<Record<DepositMethodId, DepositMethod>> = {
  pix: 'pix', bankTransfer: 'bankTransfer', card: 'creditCard', crypto: 'crypto', debitCard: 'debitCard', prepaidCard: 'prepaidCard',
};

/** Whether the tenant's site offers a wallet method: its manifest names it (or names none) and its jurisdiction does not forbid it. */
export function depositMethodOffered(tenant: TenantInfo, id: DepositMethodId): boolean {
  return depositMethodAllowed(siteLawOf(tenant.compiled.features), DEPOSIT_METHOD_LAW_NAMES[id]);
}

/** The settings a tenant starts with. */
export function defaultWalletSettings(tenant: TenantInfo): typeof walletSettings.$inferInsert {
  const pt = languageOf(tenant) === 'pt';
  const methods: { id: DepositMethodId; min: bigint; max: bigint }[] = pt
    ? [
      { id: 'pix', min: 10_00n, max: 50_000_00n }, { id: 'bankTransfer', min: 50_00n, max: 100_000_00n },
      { id: 'debitCard', min: 20_00n, max: 10_000_00n }, { id: 'card', min: 20_00n, max: 10_000_00n },
    ]
    : [{ id: 'bankTransfer', min: 20_00n, max: 50_000_00n }, { id: 'card', min: 10_00n, max: 5_000_00n }, { id: 'crypto', min: 50_00n, max: 100_000_00n }];
  return {
    tenant: tenant.code,
    currency: pt ? 'BRL' : 'USD',
    currencySymbol: pt ? 'R$' : '$',
    depositMethods: methods.map((m) => ({ id: m.id, min: m.min.toString(), max: m.max.toString() })),
    maxPendingDeposits: 3,
    withdrawMin: 50_00n,
    withdrawMax: 50_000_00n,
    maxPendingWithdrawals: 3,
    uplineMin: 10_00n,
    uplineMax: 10_000_00n,
    confirmMinutes: 30,
    demoApproveSeconds: 10,
  };
}

/** Writes a tenant's default settings unless it has some. */
export async function seedWalletSettings(ex: Executor, tenant: TenantInfo): Promise<void> {
  await ex.insert(walletSettings).values(defaultWalletSettings(tenant)).onConflictDoNothing();
}

/**
 * The settings of a tenant (seeded with the tenant; a tenant without a row gets the defaults written).
 * Its deposit methods are those the tenant's site offers (depositMethodOffered): a stored method the
 * site's law forbids is neither listed nor taken.
 */
export async function walletSettingsOf(db: Db, tenant: TenantInfo): Promise<WalletSettings> {
  let [row] = await db.select().from(walletSettings).where(eq(walletSettings.tenant, tenant.code));
  if (!row) {
    await seedWalletSettings(db, tenant);
    [row] = await db.select().from(walletSettings).where(eq(walletSettings.tenant, tenant.code));
  }
  if (!row) throw new Error(`no wallet settings for ${tenant.code}`);
  return {
    tenant: row.tenant,
    currency: row.currency,
    currencySymbol: row.currencySymbol,
    depositMethods: row.depositMethods
      .filter((m) => Object.hasOwn(DEPOSIT_METHOD_LAW_NAMES, m.id) && depositMethodOffered(tenant, m.id as DepositMethodId))
      .map((m) => ({ id: m.id as DepositMethodId, min: BigInt(m.min), max: BigInt(m.max) })),
    maxPendingDeposits: row.maxPendingDeposits,
    withdrawMin: row.withdrawMin,
    withdrawMax: row.withdrawMax,
    maxPendingWithdrawals: row.maxPendingWithdrawals,
    uplineMin: row.uplineMin,
    uplineMax: row.uplineMax,
    confirmMinutes: row.confirmMinutes,
    demoApproveSeconds: row.demoApproveSeconds,
    localOffsetMinutes: localOffsetMinutes(tenant),
  };
}
