/**
 * Every call the portal makes to the merchant API, in one declarative table (shared/reference
 * api-calls.md, plus the reference server's publicKey, sitePermission, banners and human-check
 * challenge). The request function reads path, method, module id, token rule and encryption from
 * here; the value and params types ride along as phantom types, so `client.call('memberInfo')`
 * resolves to `Promise<MemberInfo>` and a misspelled call name fails the type check.
 *
 * Methods: the reference gives a few; the rest follow REST (GET for reads, POST for writes).
 */
import { CORE_CALLS } from './coreCalls';
import { ACTION_CALLS, MEMBER_CALLS } from './memberCalls';
import type { BodyParams, ByMethod, PhantomOf, QueryParams } from './callDefinition';

export { call, type BodyParams, type CallDefinition, type CallTypes, type HttpMethod, type NoParams, type QueryParams, type QueryScalar, type QueryValue, type TokenRule } from './callDefinition';
export { CORE_CALLS } from './coreCalls';
export { ACTION_CALLS, MEMBER_CALLS } from './memberCalls';

/**
 * The whole table: the first page's calls (coreCalls.ts), and the member and action calls
 * (memberCalls.ts), which the browser loads with the first of them (src/api/callDefinitions.ts).
 */
export const CALL_TABLE = { ...CORE_CALLS, ...MEMBER_CALLS, ...ACTION_CALLS };

export type CallTable = typeof CALL_TABLE;
export type CallName = keyof CallTable;
export const CALL_NAMES = Object.keys(CALL_TABLE) as CallName[];

/** The `value` type a call resolves to. */
export type CallValue<N extends CallName> = PhantomOf<CallTable[N]> extends { value: infer V } ? V : never;

/** The params a call takes: declared ones, or a query (GET, DELETE) or a JSON body by method. */
export type CallParams<N extends CallName> =
  PhantomOf<CallTable[N]> extends { params: infer P }
    ? [P] extends [ByMethod]
      ? CallTable[N]['method'] extends 'GET' | 'DELETE' ? QueryParams : BodyParams
      : P
    : never;

/** The module ids a caller may choose for a call. */
export type CallModuleId<N extends CallName> =
  | CallTable[N]['moduleId']
  | (CallTable[N] extends { readonly alternateModuleIds: readonly (infer M)[] } ? M : never);

export interface CallOptions<N extends CallName = CallName> {
  /** Cancels the call; combined with the time-out. */
  signal?: AbortSignal;
  /** Time-out of this call in milliseconds. */
  timeoutMs?: number;
  /** Another module id the table allows for this call (e.g. smsRegister during mobile registration). */
  moduleId?: CallModuleId<N>;
  /** The `Idempotency-Key` header of a call marked `idempotent` (one per submission, the same on retries). */
  idempotencyKey?: string;
}

/** The arguments after the call name: params are optional only when the call needs none. */
export type CallArgs<N extends CallName> =
  Record<never, never> extends CallParams<N>
    ? [params?: CallParams<N>, options?: CallOptions<N>]
    : [params: CallParams<N>, options?: CallOptions<N>];

/** Whether a name is a call of the table (for untyped input such as a devtools console). */
export function isCallName(name: string): name is CallName {
  return Object.hasOwn(CALL_TABLE, name);
}
