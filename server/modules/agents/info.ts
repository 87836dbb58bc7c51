/**
 * What the agent centre opens with (agentInfo) and the contract types a tenant offers: answers that
 * gather the tenant's rules, the agent's contracts, wallet and payment password, built here so the
 * agent routes only parse, call and answer.
 */
import type { AgentInfoValue } from '../../../schemas/api/agent';
import type { ContractType } from '../../../schemas/domain';
import type { Db } from '../../db/connect';
import { formatMoney } from '../ledger/index';
import { liveRules } from '../members/index';
import { paymentPasswordHash } from '../security/index';
import { seedOf, type TenantInfo } from '../tenants/index';
import { mainBalance, walletSettingsOf } from '../wallet/index';
import { contractsOf } from './contracts';
import { agentSettingsOf } from './settings';

/** The contract types the tenant offers while its agent policy is on (none otherwise). */
export async function offeredContractTypes(db: Db, tenant: TenantInfo): Promise<{ types: ContractType[]; agentPolicy: boolean }> {
  const { state } = await liveRules(db, tenant);
  const agentPolicy = state.switches.agentPolicy === true;
  const types = [...(tenant.compiled.features.agent?.contractTypes ?? seedOf(tenant).agent?.contractTypes ?? [])] as ContractType[];
  return { types: agentPolicy ? types : [], agentPolicy };
}

/** The agent centre's first answer: currency, clock, contract types, open offers, balance and transfer limits. */
export async function agentInfo(db: Db, tenant: TenantInfo, agentId: number, now: Date): Promise<AgentInfoValue> {
  const settings = await walletSettingsOf(db, tenant);
  const { types, agentPolicy } = await offeredContractTypes(db, tenant);
  const { mine } = await contractsOf(db, tenant.code, agentId);
  return {
    currency: settings.currency, currencySymbol: settings.currencySymbol,
    gmtOffsetMinutes: (await agentSettingsOf(db, tenant)).gmtOffsetMinutes,
    serverTime: now.toISOString(),
    contractTypes: types, agentPolicy,
    pendingOffers: mine.filter((c) => c.status === 'pending').length,
    balance: formatMoney(await mainBalance(db, tenant.code, agentId)),
    minAmount: formatMoney(settings.uplineMin),
    maxAmount: formatMoney(settings.uplineMax),
    paymentPasswordSet: (await paymentPasswordHash(db, tenant.code, agentId)) !== undefined,
  };
}
