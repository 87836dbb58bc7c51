/**
 * An agent's transfer to a downline (direct or indirect): main wallet to main wallet, payment password,
 * idempotency key. The key is claimed first; the downline, the amount and the payment password are
 * checked in its transaction, and their refusals are the key's answer like the transfer's.
 */
import type { AgentTransferBody, AgentTransferValue } from '../../../schemas/api/agent';
import type { Db } from '../../db/connect';
import { LedgerError, formatMoney, memberAccount, post, withIdempotencyKey, type Tx } from '../ledger/index';
import { amountWithin, type MemberContext } from '../wallet/index';
import { checkPaymentPassword } from '../security/index';
import { isInTeam } from './team';
import { DomainError } from '../../platform/domainError';

export async function transferToDownline(db: Db, ctx: MemberContext, key: string, hash: string, body: AgentTransferBody): Promise<{ value: AgentTransferValue; replayed: boolean }> {
  const { settings, memberId, now } = ctx;
  let amount = 0n;
  const guard = async (tx: Tx) => {
    if (!(await isInTeam(tx, settings.tenant, memberId, body.downlineId))) throw new DomainError('forbidden', 'error.notYourDownline');
    amount = amountWithin(body.amount, settings.uplineMin, settings.uplineMax);
    await checkPaymentPassword(tx, settings.tenant, memberId, body.paymentPassword, now, db);
  };
  try {
    return await withIdempotencyKey(db, { tenant: settings.tenant, memberId, operation: 'agentTransfer' }, key, hash, now, async (tx) => {
      const [posted] = await post(tx, settings, [{
        kind: 'transferToDownline', from: memberAccount(memberId), to: memberAccount(body.downlineId), amount, reference: String(body.downlineId),
      }], db, now);
      if (!posted) throw new Error('the transfer was not posted');
      return { transferId: `T${posted.transferId}`, balance: formatMoney(posted.fromBalance), downlineBalance: formatMoney(posted.toBalance) };
    }, { guard });
  } catch (error) {
    if (error instanceof LedgerError && error.reason === 'insufficientFunds') throw new DomainError('conflict', 'error.insufficientBalance');
    throw error;
  }
}
