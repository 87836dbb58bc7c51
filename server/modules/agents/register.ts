/**
 * An agent registers a downline (registerCenter): a member or an agent directly under it, with the
 * tenant's registration rules for username registration (the same validator as the portal's form
 * and /wps/member/register, on the fields the agent fills), a password that is not a common one, a
 * free username, the nickname rules (members/publicName.ts; none given, none kept) and a per-agent
 * quota. The account and its place in the tree in one transaction.
 */
import type { ErrorObject } from 'ajv';
import type { RegisterDownlineBody, RegisterDownlineValue } from '../../../schemas/api/agentRecords';
import type { Db } from '../../db/connect';
import { addMember, checkNewPassword, checkedNickname, liveRules, memberByAccount, normalizeAccount } from '../members/index';
import { hashPassword, requireQuota } from '../security/index';
import type { TenantInfo } from '../tenants/index';
import { DomainError } from '../../platform/domainError';

/** The account type of a registered downline agent (SPEC section 6: agents are types 1, 2, 41, 42). */
export const DOWNLINE_AGENT_TYPE = 1;
/** Registrations one agent may make in an hour. */
export const REGISTRATIONS_PER_AGENT_PER_HOUR = 30;

const FIELDS = new Set(['username', 'password', 'confirmPassword', 'nickname']);

function fieldOf(error: ErrorObject): string {
  if (error.keyword === 'required') return String((error.params as { missingProperty?: unknown }).missingProperty ?? '');
  return error.instancePath.replace(/^\//, '').split('/')[0] ?? '';
}

export async function registerDownline(db: Db, tenant: TenantInfo, agentId: number, body: RegisterDownlineBody, now: Date): Promise<RegisterDownlineValue> {
  const { rules } = await liveRules(db, tenant);
  const validate = rules.validator('register');
  if (!validate) throw new DomainError('forbidden', 'error.functionDisabled');
  // The nickname rules hold whether or not the tenant's form has a nickname field.
  const nickname = checkedNickname(body.nickname);
  const values: Record<string, string> = { username: body.username, password: body.password, confirmPassword: body.confirmPassword };
  if (nickname !== undefined) values.nickname = nickname;
  // The rules of the fields the agent fills; what only the player's own form asks (captcha, terms) is not theirs.
  const errors = validate(values) ? [] : (validate.errors ?? []).filter((e) => FIELDS.has(fieldOf(e)));
  if (errors.length > 0) {
    const fields = [...new Set(errors.map(fieldOf))];
    throw new DomainError('invalid', 'error.invalidRequest', { fields, reason: errors.map((e) => `${e.instancePath || '/'} ${e.message ?? e.keyword}`).join('; ') });
  }
  checkNewPassword(body.password, rules);
  await requireQuota(db, tenant.code, `agent-register:${agentId}`, REGISTRATIONS_PER_AGENT_PER_HOUR, 3600, now);
  const account = normalizeAccount(body.username);
  if (await memberByAccount(db, tenant.code, account)) throw new DomainError('conflict', 'error.usernameTaken');
  const passwordHash = await hashPassword(body.password);
  const isAgent = body.kind === 'agent';
  // The account and its place under the agent: both or neither.
  const member = await addMember(db, {
    tenant: tenant.code, account, nickname: nickname ?? null, type: isAgent ? DOWNLINE_AGENT_TYPE : 0, passwordHash,
    // The agent chose the password: the downline sets its own at its first login.
    firstTimeLogin: true, profile: {},
  }, now, { uplineId: agentId });
  if (!member) throw new DomainError('conflict', 'error.usernameTaken');
  return { id: member.id, account, isAgent };
}
