/**
 * Wallet calls (schemas/api/wallet.ts, SPEC sections 2, 4 and 7): thin handlers that parse, call
 * server/modules/wallet/ and map the answer. Every call but `balance` needs a real member's session (a
 * trial account gets 403 'error.functionDisabled'); money-moving calls need an `Idempotency-Key` header.
 */
import type { FastifyInstance } from 'fastify';
import { balanceValueSchema } from '../../schemas/api/account';
import { emptyValueSchema, noQuerySchema } from '../../schemas/api/session';
import {
  betsQuerySchema, betsValueSchema, bonusQuerySchema, bonusValueSchema, depositBodySchema, depositListQuerySchema,
  depositListValueSchema, depositMethodsValueSchema, depositValueSchema, fundsConsolidatedValueSchema, merchantWalletValueSchema, paymentPasswordBodySchema, profitQuerySchema,
  profitValueSchema, transactionsQuerySchema, transactionsValueSchema, transferUplineBodySchema, transferUplineInfoValueSchema,
  transferUplineValueSchema, playStandingValueSchema, walletSummaryValueSchema, walletTransferBodySchema, walletTransferValueSchema, withdrawBodySchema,
  withdrawConfirmBodySchema, withdrawConfirmValueSchema, withdrawInfoValueSchema, withdrawListQuerySchema, withdrawListValueSchema,
  withdrawValueSchema,
  type BetsQuery, type BonusQuery, type DepositBody, type DepositListQuery, type PaymentPasswordBody, type ProfitQuery, type TransactionsQuery,
  type TransferUplineBody, type WalletTransferBody, type WithdrawBody, type WithdrawConfirmBody, type WithdrawListQuery,
} from '../../schemas/api/wallet';
import { wrappedResponseSchema } from '../../schemas/server/wrapped';
import { ApiError } from '../http/errors';
import { bookingOf, keyed } from '../http/idempotency';
import { memberContext } from '../http/memberContext';
import { encrypted, setPaymentPassword } from '../modules/security/index';
import { liveRules, requireMember, requireRiskWarningAcknowledged } from '../modules/members/index';
import { vendorNamesOf } from '../modules/catalogue/index';
import { walletOutcomeTeller } from '../modules/messages/index';
import {
  balanceView, bets, bonuses, confirmWithdrawal, depositMethods, fundsConsolidated, listDeposits, listWithdrawals, merchantWallet, operatorDeposit, operatorWithdrawal, playStanding, profit,
  referenceNumber, requestDeposit, requestWithdrawal, transactions, transferUpline, transferUplineInfo, walletSummary, walletTransfer, withdrawInfo,
} from '../modules/wallet/index';

const devDecisionBodySchema = {
  type: 'object',
  properties: { id: { type: 'string', pattern: '^[DW]?[0-9]{1,15}$' }, decision: { type: 'string', enum: ['approve', 'reject', 'pay'] } },
  required: ['id', 'decision'],
  additionalProperties: false,
} as const;
type DevDecisionBody = { id: string; decision: 'approve' | 'reject' | 'pay' };

/** Largest body of the withdrawal confirmation: a 5 MB image in base64 and a few fields. */
const CONFIRM_BODY_LIMIT = 7_200_000;

export async function walletRoutes(app: FastifyInstance): Promise<void> {
  const db = app.db;

  app.get('/wps/v2/wallets/standing', {
    schema: { querystring: noQuerySchema, response: { 200: wrappedResponseSchema(playStandingValueSchema) } },
  }, async (request) => {
    const { ctx } = await memberContext(db, request);
    return { success: true, value: await playStanding(db, ctx) };
  });

  app.get('/wps/v2/wallets/balance', {
    schema: { querystring: noQuerySchema, response: { 200: wrappedResponseSchema(balanceValueSchema) } },
  }, async (request) => {
    // Any signed-in member, trial accounts included (their play money): no wallet context needed.
    const member = await requireMember(db, request);
    return { success: true, value: await balanceView(db, request.tenant, member.id) };
  });

  // SPEC section 6: real members only (memberContext refuses trial accounts), where the agent policy is on.
  app.get('/wps/member/info/funds/consolidated', {
    schema: { querystring: noQuerySchema, response: { 200: wrappedResponseSchema(fundsConsolidatedValueSchema) } },
  }, async (request) => {
    const { ctx } = await memberContext(db, request);
    const { state } = await liveRules(db, request.tenant);
    return { success: true, value: await fundsConsolidated(db, ctx, state.switches.agentPolicy === true) };
  });

  app.get('/wps/v2/wallets/summary', {
    schema: { querystring: noQuerySchema, response: { 200: wrappedResponseSchema(walletSummaryValueSchema) } },
  }, async (request) => {
    const { ctx } = await memberContext(db, request);
    return { success: true, value: await walletSummary(db, ctx) };
  });

  app.get('/wps/v2/wallets/deposit/methods', {
    schema: { querystring: noQuerySchema, response: { 200: wrappedResponseSchema(depositMethodsValueSchema) } },
  }, async (request) => {
    const { ctx } = await memberContext(db, request);
    return { success: true, value: depositMethods(ctx) };
  });

  app.post<{ Body: DepositBody }>('/wps/v2/wallets/deposit', {
    schema: { querystring: noQuerySchema, body: depositBodySchema, response: { 200: wrappedResponseSchema(depositValueSchema) } },
  }, async (request, reply) => {
    const { ctx, member, key, hash } = await bookingOf(db, request, 'deposit');
    await requireRiskWarningAcknowledged(db, request, member);
    return keyed(reply, await requestDeposit(db, ctx, key, hash, request.body));
  });

  app.get<{ Querystring: DepositListQuery }>('/wps/v2/wallets/deposit/list', {
    schema: { querystring: depositListQuerySchema, response: { 200: wrappedResponseSchema(depositListValueSchema) } },
  }, async (request) => {
    const { ctx } = await memberContext(db, request);
    const q = request.query;
    return { success: true, value: await listDeposits(db, ctx, { pageNo: q.pageNo, pageSize: q.pageSize, status: q.status }) };
  });

  app.get('/wps/v2/wallets/withdraw/info', {
    schema: { querystring: noQuerySchema, response: { 200: wrappedResponseSchema(withdrawInfoValueSchema) } },
  }, async (request) => {
    const { ctx } = await memberContext(db, request);
    return { success: true, value: await withdrawInfo(db, ctx) };
  });

  app.post<{ Body: WithdrawBody }>('/wps/v2/wallets/withdraw', {
    ...encrypted,
    schema: { querystring: noQuerySchema, body: withdrawBodySchema, response: { 200: wrappedResponseSchema(withdrawValueSchema) } },
  }, async (request, reply) => {
    // The withdrawal stays open during a pause (issue 38).
    const { ctx, key, hash } = await bookingOf(db, request, 'withdraw', { paused: 'allow' });
    return keyed(reply, await requestWithdrawal(db, ctx, key, hash, request.body));
  });

  app.get<{ Querystring: WithdrawListQuery }>('/wps/v2/wallets/withdraw/list', {
    schema: { querystring: withdrawListQuerySchema, response: { 200: wrappedResponseSchema(withdrawListValueSchema) } },
  }, async (request) => {
    const { ctx } = await memberContext(db, request);
    const q = request.query;
    return { success: true, value: await listWithdrawals(db, ctx, { pageNo: q.pageNo, pageSize: q.pageSize, status: q.status, confirmation: q.confirmation }) };
  });

  app.post<{ Body: WithdrawConfirmBody }>('/wps/v2/wallets/withdraw/confirm', {
    bodyLimit: CONFIRM_BODY_LIMIT,
    schema: { querystring: noQuerySchema, body: withdrawConfirmBodySchema, response: { 200: wrappedResponseSchema(withdrawConfirmValueSchema) } },
  }, async (request) => {
    const { ctx } = await memberContext(db, request, { paused: 'allow' });
    return { success: true, value: { confirmed: await confirmWithdrawal(db, ctx, request.body) } };
  });

  app.post<{ Body: PaymentPasswordBody }>('/wps/v2/member/paymentPassword', {
    ...encrypted,
    schema: { querystring: noQuerySchema, body: paymentPasswordBodySchema, response: { 200: wrappedResponseSchema(emptyValueSchema) } },
  }, async (request) => {
    // A paused member may need it to withdraw the balance.
    const { ctx, member } = await memberContext(db, request, { paused: 'allow' });
    await setPaymentPassword(db, ctx.settings.tenant, ctx.memberId, member.passwordHash, request.body, request.server.clock.now());
    return { success: true };
  });

  app.get<{ Querystring: TransactionsQuery }>('/wps/relay/ODSFE2_MemTransDet', {
    schema: { querystring: transactionsQuerySchema, response: { 200: wrappedResponseSchema(transactionsValueSchema) } },
  }, async (request) => {
    const { ctx } = await memberContext(db, request);
    const q = request.query;
    return { success: true, value: await transactions(db, ctx, { from: q.from, to: q.to, pageNo: q.pageNo, pageSize: q.pageSize, type: q.type }) };
  });

  app.get<{ Querystring: BetsQuery }>('/wps/v2/wallets/bets', {
    schema: { querystring: betsQuerySchema, response: { 200: wrappedResponseSchema(betsValueSchema) } },
  }, async (request) => {
    const { ctx } = await memberContext(db, request);
    const q = request.query;
    return { success: true, value: await bets(db, ctx, { from: q.from, to: q.to, pageNo: q.pageNo, pageSize: q.pageSize, gameType: q.gameType, vendor: q.vendor }) };
  });

  app.get<{ Querystring: ProfitQuery }>('/wps/v2/wallets/profit', {
    schema: { querystring: profitQuerySchema, response: { 200: wrappedResponseSchema(profitValueSchema) } },
  }, async (request) => {
    const { ctx } = await memberContext(db, request);
    return { success: true, value: await profit(db, ctx, { from: request.query.from, to: request.query.to }) };
  });

  app.get<{ Querystring: BonusQuery }>('/wps/v2/wallets/bonus', {
    schema: { querystring: bonusQuerySchema, response: { 200: wrappedResponseSchema(bonusValueSchema) } },
  }, async (request) => {
    const { ctx } = await memberContext(db, request);
    const q = request.query;
    return { success: true, value: await bonuses(db, ctx, { from: q.from, to: q.to, pageNo: q.pageNo, pageSize: q.pageSize }) };
  });

  app.get('/wps/relay/GCS_merchantWallet', {
    schema: { querystring: noQuerySchema, response: { 200: wrappedResponseSchema(merchantWalletValueSchema) } },
  }, async (request) => {
    const { ctx } = await memberContext(db, request);
    return { success: true, value: await merchantWallet(db, ctx, await vendorNamesOf(db, ctx.settings.tenant)) };
  });

  app.post<{ Body: WalletTransferBody }>('/wps/relay/GCS_walletTransfer', {
    schema: { querystring: noQuerySchema, body: walletTransferBodySchema, response: { 200: wrappedResponseSchema(walletTransferValueSchema) } },
  }, async (request, reply) => {
    const { ctx, key, hash } = await bookingOf(db, request, 'walletTransfer');
    return keyed(reply, await walletTransfer(db, ctx, () => vendorNamesOf(db, ctx.settings.tenant), key, hash, request.body));
  });

  app.get('/wps/v2/wallets/transferUpline/info', {
    schema: { querystring: noQuerySchema, response: { 200: wrappedResponseSchema(transferUplineInfoValueSchema) } },
  }, async (request) => {
    const { ctx } = await memberContext(db, request);
    const { state } = await liveRules(db, request.tenant);
    return { success: true, value: await transferUplineInfo(db, ctx, state.switches.agentPolicy === true) };
  });

  app.post<{ Body: TransferUplineBody }>('/wps/v2/wallets/transferUpline', {
    ...encrypted,
    schema: { querystring: noQuerySchema, body: transferUplineBodySchema, response: { 200: wrappedResponseSchema(transferUplineValueSchema) } },
  }, async (request, reply) => {
    const { ctx, key, hash } = await bookingOf(db, request, 'transferUpline');
    const { state } = await liveRules(db, request.tenant);
    return keyed(reply, await transferUpline(db, ctx, state.switches.agentPolicy === true, key, hash, request.body));
  });

  // Development only (the operator commands' twins for a running server, whose PGlite a command cannot open).
  if (app.mode === 'production') return;
  app.post<{ Body: DevDecisionBody }>('/dev/wallet/deposit', { schema: { body: devDecisionBodySchema } }, async (request) => {
    const id = referenceNumber(request.body.id, 'D');
    if (id === undefined || request.body.decision === 'pay') throw new ApiError(400, 'error.invalidRequest');
    const result = await operatorDeposit(db, request.tenant, id, request.body.decision, 'dev', request.server.clock.now(), walletOutcomeTeller([request.tenant]));
    if (!result) throw new ApiError(404, 'error.notFound');
    return { success: true, value: { ...result.record, changed: result.changed } };
  });
  app.post<{ Body: DevDecisionBody }>('/dev/wallet/withdrawal', { schema: { body: devDecisionBodySchema } }, async (request) => {
    const id = referenceNumber(request.body.id, 'W');
    if (id === undefined || request.body.decision === 'approve') throw new ApiError(400, 'error.invalidRequest');
    const result = await operatorWithdrawal(db, request.tenant, id, request.body.decision, request.server.clock.now(), walletOutcomeTeller([request.tenant]));
    if (!result) throw new ApiError(404, 'error.notFound');
    return { success: true, value: { ...result.record, changed: result.changed } };
  });
}
