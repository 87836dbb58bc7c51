/**
 * The wallet's read-only answers that gather several reads (the header balance, the summary, the
 * deposit methods, the withdrawal info): built here so the routes only parse, call and answer, and
 * so every amount leaves as money on the wire is (ledger formatMoney: a decimal string with the
 * currency's 2 minor-unit digits) beside the currency of the tenant's wallet settings.
 */
import type { BalanceValue } from '../../../schemas/api/account';
import type { DepositMethodsValue, FundsConsolidatedValue, WalletSummaryValue, WithdrawInfoValue } from '../../../schemas/api/wallet';
import type { Db } from '../../db/connect';
import { DomainError } from '../../platform/domainError';
import { balanceOf, formatMoney, memberAccount } from '../ledger/index';
import { paymentPasswordHash } from '../security/index';
import type { TenantInfo } from '../tenants/index';
import { mainBalance } from './balances';
import type { MemberContext } from './context';
import { pendingDeposits } from './deposits';
import { lastTransactions } from './records';
import { walletSettingsOf } from './settings';
import { gameWalletsTotal } from './transfers';
import { withdrawalCounts } from './withdrawals';

/**
 * The header's balance (any signed-in member, trial accounts too): the main wallet and the currency
 * of the wallet settings, never one guessed from the language.
 */
export async function balanceView(db: Db, tenant: TenantInfo, memberId: number): Promise<BalanceValue> {
  const settings = await walletSettingsOf(db, tenant);
  return { balance: formatMoney(await mainBalance(db, tenant.code, memberId)), currency: settings.currency, currencySymbol: settings.currencySymbol };
}

/** A member's money in its three places: the main wallet, what pending withdrawals hold, the vendors' game wallets. */
async function fundsOf(db: Db, ctx: MemberContext): Promise<{ balance: bigint; held: bigint; games: bigint }> {
  const tenant = ctx.settings.tenant;
  return {
    balance: await mainBalance(db, tenant, ctx.memberId),
    held: await balanceOf(db, tenant, memberAccount(ctx.memberId, 'held')),
    games: await gameWalletsTotal(db, ctx),
  };
}

/** My account's wallet summary. */
export async function walletSummary(db: Db, ctx: MemberContext): Promise<WalletSummaryValue> {
  const { balance, held, games } = await fundsOf(db, ctx);
  const deposits = await pendingDeposits(db, ctx);
  const withdrawals = await withdrawalCounts(db, ctx);
  const last = await lastTransactions(db, ctx);
  return {
    currency: ctx.settings.currency,
    currencySymbol: ctx.settings.currencySymbol,
    balance: formatMoney(balance),
    gameWallets: formatMoney(games),
    held: formatMoney(held),
    pendingDeposits: { count: deposits.count, amount: formatMoney(deposits.amount) },
    pendingWithdrawals: { count: withdrawals.pendingCount, amount: formatMoney(withdrawals.pendingAmount) },
    awaitingConfirmation: withdrawals.awaiting,
    lastTransactions: last,
  };
}

/**
 * The member's funds in one figure (SPEC sections 6 and 7: /wps/member/info/funds/consolidated): the
 * main wallet, the vendor game wallets and what pending withdrawals hold. Only where the tenant's
 * agent policy switch is on (the route passes it); trial accounts never reach here (memberContext).
 */
export async function fundsConsolidated(db: Db, ctx: MemberContext, agentPolicy: boolean): Promise<FundsConsolidatedValue> {
  if (!agentPolicy) throw new DomainError('forbidden', 'error.functionDisabled');
  const { balance, held, games } = await fundsOf(db, ctx);
  return {
    currency: ctx.settings.currency,
    currencySymbol: ctx.settings.currencySymbol,
    balance: formatMoney(balance),
    gameWallets: formatMoney(games),
    held: formatMoney(held),
    total: formatMoney(balance + games + held),
  };
}

/** The tenant's deposit methods with their limits. */
export function depositMethods(ctx: MemberContext): DepositMethodsValue {
  const s = ctx.settings;
  return {
    currency: s.currency, currencySymbol: s.currencySymbol, maxPending: s.maxPendingDeposits,
    methods: s.depositMethods.map((m) => ({ id: m.id, minAmount: formatMoney(m.min), maxAmount: formatMoney(m.max) })),
  };
}

/** What the withdrawal form needs: limits, what is available, whether a payment password is set. */
export async function withdrawInfo(db: Db, ctx: MemberContext): Promise<WithdrawInfoValue> {
  const s = ctx.settings;
  return {
    currency: s.currency, currencySymbol: s.currencySymbol, minAmount: formatMoney(s.withdrawMin), maxAmount: formatMoney(s.withdrawMax),
    available: formatMoney(await mainBalance(db, s.tenant, ctx.memberId)),
    paymentPasswordSet: (await paymentPasswordHash(db, s.tenant, ctx.memberId)) !== undefined,
    confirmMinutes: s.confirmMinutes,
  };
}
