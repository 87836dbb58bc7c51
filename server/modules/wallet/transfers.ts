/**
 * Moves between wallets through the ledger: main <-> a vendor's game wallet (GCS_walletTransfer), and
 * a member's main wallet -> their upline's (where the tenant's agentPolicy switch allows).
 */
import type { MerchantWalletValue, TransferUplineInfoValue, TransferUplineValue, WalletTransferBody, WalletTransferValue } from '../../../schemas/api/wallet';
import type { Db } from '../../db/connect';
import { uplineOf as memberUplineOf } from '../members/index';
import { LedgerError, formatMoney, memberAccount, memberWallets, post, postKeyed, withIdempotencyKey, type Executor, type Tx } from '../ledger/index';
import type { MemberContext } from './context';
import { amountWithin } from './deposits';
import { checkPaymentPassword, paymentPasswordHash } from '../security/index';
import { DomainError } from '../../platform/domainError';

/** Wallets that are not a vendor's (a vendor code is upper-case letters and digits). */
const OWN_WALLETS = new Set(['main', 'held']);

/**
 * The tenant's vendors by code with their display names (the catalogue's vendorNamesOf): passed in by
 * the caller because the catalogue, whose game rounds book through the wallet, sits above it.
 */
export type VendorNames = ReadonlyMap<string, string>;

export async function merchantWallet(db: Db, ctx: MemberContext, vendors: VendorNames): Promise<MerchantWalletValue> {
  const wallets = await memberWallets(db, ctx.settings.tenant, ctx.memberId);
  const list = [...vendors].map(([vendor, displayName]) => ({ vendor, displayName, balance: formatMoney(wallets.get(vendor) ?? 0n) }));
  return { currency: ctx.settings.currency, currencySymbol: ctx.settings.currencySymbol, main: formatMoney(wallets.get('main') ?? 0n), wallets: list };
}

/** Sum of a member's game wallets (cents). */
export async function gameWalletsTotal(db: Db, ctx: MemberContext): Promise<bigint> {
  let total = 0n;
  for (const [wallet, balance] of await memberWallets(db, ctx.settings.tenant, ctx.memberId)) if (!OWN_WALLETS.has(wallet)) total += balance;
  return total;
}

/**
 * A transfer between the main wallet and a vendor's game wallet (idempotent by key, group-committed):
 * a refusal of its checks or of its balance is the key's answer, unless the key has one already.
 * `vendorsOf` is read only once the key is claimed (a replay reads no vendors).
 */
export async function walletTransfer(db: Db, ctx: MemberContext, vendorsOf: () => Promise<VendorNames>, key: string, hash: string, body: WalletTransferBody): Promise<{ value: WalletTransferValue; replayed: boolean }> {
  const { settings, memberId, now } = ctx;
  const toGame = body.direction === 'toGame';
  const prepare = async () => {
    if (!(await vendorsOf()).has(body.vendor)) throw new DomainError('notFound', 'error.notFound');
    const amount = amountWithin(body.amount, 1n, 10n ** 15n);
    const main = memberAccount(memberId);
    const game = memberAccount(memberId, body.vendor);
    return { kind: toGame ? 'transferToGame' : 'transferFromGame', from: toGame ? main : game, to: toGame ? game : main, amount, reference: body.vendor, meta: { vendor: body.vendor } };
  };
  try {
    return await postKeyed(db, settings, { memberId, operation: 'walletTransfer' }, key, hash, prepare, now, (posted) => ({
      transferId: `T${posted.transferId}`,
      main: formatMoney(toGame ? posted.fromBalance : posted.toBalance),
      vendor: body.vendor,
      vendorBalance: formatMoney(toGame ? posted.toBalance : posted.fromBalance),
    }));
  } catch (error) {
    if (error instanceof LedgerError && error.reason === 'insufficientFunds') throw new DomainError('conflict', 'error.insufficientBalance');
    throw error;
  }
}

/** `ag***01`: the first two and last two characters of an account. */
export function maskAccount(account: string): string {
  return account.length <= 4 ? `${account.slice(0, 1)}***` : `${account.slice(0, 2)}***${account.slice(-2)}`;
}

function uplineOf(db: Executor, ctx: MemberContext): Promise<{ id: number; account: string } | undefined> {
  return memberUplineOf(db, ctx.settings.tenant, ctx.memberId);
}

export async function transferUplineInfo(db: Db, ctx: MemberContext, agentPolicy: boolean): Promise<TransferUplineInfoValue> {
  const upline = await uplineOf(db, ctx);
  const wallets = await memberWallets(db, ctx.settings.tenant, ctx.memberId);
  return {
    currency: ctx.settings.currency,
    currencySymbol: ctx.settings.currencySymbol,
    allowed: agentPolicy && upline !== undefined,
    ...(upline ? { upline: maskAccount(upline.account) } : {}),
    minAmount: formatMoney(ctx.settings.uplineMin),
    maxAmount: formatMoney(ctx.settings.uplineMax),
    available: formatMoney(wallets.get('main') ?? 0n),
    paymentPasswordSet: (await paymentPasswordHash(db, ctx.settings.tenant, ctx.memberId)) !== undefined,
  };
}

/**
 * Main wallet -> the upline's main wallet, with the payment password (idempotent by key): the key is
 * claimed first, then the switch, the upline, the amount and the payment password are checked in its
 * transaction, and the transfer is booked there (not group-committed: a retry must wait for the
 * first attempt's password check, which the batch function cannot hold its key through).
 */
export async function transferUpline(db: Db, ctx: MemberContext, agentPolicy: boolean, key: string, hash: string, body: { amount: string; paymentPassword: string }): Promise<{ value: TransferUplineValue; replayed: boolean }> {
  const { settings, memberId, now } = ctx;
  let upline: { id: number; account: string } | undefined;
  let amount = 0n;
  const guard = async (tx: Tx) => {
    upline = agentPolicy ? await uplineOf(tx, ctx) : undefined;
    if (!upline) throw new DomainError('forbidden', 'error.functionDisabled');
    amount = amountWithin(body.amount, settings.uplineMin, settings.uplineMax);
    await checkPaymentPassword(tx, settings.tenant, memberId, body.paymentPassword, now, db);
  };
  try {
    return await withIdempotencyKey(db, { tenant: settings.tenant, memberId, operation: 'transferUpline' }, key, hash, now, async (tx) => {
      const to = upline!;
      const [posted] = await post(tx, settings, [{ kind: 'transferToUpline', from: memberAccount(memberId), to: memberAccount(to.id), amount, reference: maskAccount(to.account) }], db, now);
      if (!posted) throw new Error('the transfer was not posted');
      return { transferId: `T${posted.transferId}`, balance: formatMoney(posted.fromBalance) };
    }, { guard });
  } catch (error) {
    if (error instanceof LedgerError && error.reason === 'insufficientFunds') throw new DomainError('conflict', 'error.insufficientBalance');
    throw error;
  }
}
