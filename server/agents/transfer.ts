/** An agent's transfer to a downline (direct or indirect): main wallet to main wallet, payment password, idempotency key. */
import type { AgentTransferBody, AgentTransferValue } from '../../schemas/api/agent';
import type { Db } from '../db/connect';
import { postKeyed } from '../ledger/keyedPosting';
import { LedgerError, memberAccount } from '../ledger/ledger';
import { formatMoney } from '../ledger/money';
import type { MemberContext } from '../wallet/context';
import { amountWithin } from '../wallet/deposits';
import { WalletError } from '../wallet/errors';
import { checkPaymentPassword } from '../wallet/paymentPassword';
import { AgentError } from './errors';
import { isInTeam } from './team';

export async function transferToDownline(db: Db, ctx: MemberContext, key: string, hash: string, body: AgentTransferBody): Promise<{ value: AgentTransferValue; replayed: boolean }> {
  const { settings, memberId, now } = ctx;
  if (!(await isInTeam(db, settings.tenant, memberId, body.downlineId))) throw new AgentError(403, 'error.notYourDownline');
  const amount = amountWithin(body.amount, settings.uplineMin, settings.uplineMax);
  await checkPaymentPassword(db, settings.tenant, memberId, body.paymentPassword, now);
  try {
    return await postKeyed(db, settings, key, hash, {
      kind: 'transferToDownline', from: memberAccount(memberId), to: memberAccount(body.downlineId), amount, reference: String(body.downlineId),
    }, now, (posted) => ({ transferId: `T${posted.transferId}`, balance: formatMoney(posted.fromBalance), downlineBalance: formatMoney(posted.toBalance) }));
  } catch (error) {
    if (error instanceof LedgerError && error.reason === 'insufficientFunds') throw new WalletError(409, 'error.insufficientBalance');
    throw error;
  }
}
