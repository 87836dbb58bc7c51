/**
 * Test helpers for a jurisdiction's sign-up (registration.signUp, issue 39): the extra values a
 * registration of a tenant must carry (a fresh valid CPF, an adult's birth date, a gender, the
 * limits, the ticked risk warning), and nothing for a tenant that asks none.
 */
import type { FastifyInstance } from 'fastify';
import { resolveSite } from '../../engine/index';
import { cpfWithCheckDigits } from '../../engine/registration/signUp';
import { readTenantState, serverSnapshotOf } from '../modules/tenants/index';

let serial = 0;

/** A valid CPF (11 digits), different on every call of a test run (and random across runs). */
export function freshCpf(): string {
  serial += 1;
  const base = String((Math.floor(Math.random() * 9e6) * 100 + serial) % 1e9).padStart(9, '1');
  return cpfWithCheckDigits(base);
}

/** Sign-up's extras for a registration of `tenant`, as the portal's form sends them; `{}` where the site asks none. */
export async function signUpValues(app: FastifyInstance, tenant: string): Promise<Record<string, unknown>> {
  const info = app.tenants.byCode.get(tenant);
  if (!info) throw new Error(`no tenant ${tenant}`);
  const site = resolveSite(info.compiled, serverSnapshotOf(info, await readTenantState(app.db, info))).site;
  if (!site) throw new Error(`tenant ${tenant} does not resolve`);
  const { fields, limits, riskWarning } = site.signUp;
  return {
    ...(fields.includes('cpf') ? { cpf: freshCpf() } : {}),
    ...(fields.includes('birthDate') ? { birthDate: '1990-05-17' } : {}),
    ...(fields.includes('gender') ? { gender: 'female' } : {}),
    ...(limits.includes('loss') ? { lossLimit: '500.00', lossLimitPeriod: 'month' } : {}),
    ...(limits.includes('deposit') ? { depositLimit: '1000.00', depositLimitPeriod: 'month' } : {}),
    ...(limits.includes('time') ? { timeLimit: '600', timeLimitPeriod: 'day' } : {}),
    ...(riskWarning ? { riskAcknowledged: true } : {}),
  };
}
