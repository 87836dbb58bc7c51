/**
 * The browser's view of the call table. The calls the first page reads (coreCalls.ts) are in the
 * entry; the member centre's, points' and agents' calls and the calls made on a visitor's action
 * (memberCalls.ts) are a chunk of their own, fetched with the first of them, so the home route does
 * not carry them. A query needs its token rule at once, before that chunk arrives: every member call
 * needs a session (a test holds it), and an action call is never a query (its rule is read from its
 * definition when it is made).
 */
import { CORE_CALLS } from '../../schemas/api/coreCalls';
import type { CallDefinition, CallName, TokenRule } from '../../schemas/api/callTable';

const core: Readonly<Record<string, CallDefinition | undefined>> = CORE_CALLS;

let memberCalls: Promise<Readonly<Record<string, CallDefinition | undefined>>> | undefined;

/**
 * Public calls of the later chunk that lazy screens read as queries (the help centre, the line-speed
 * test, the lottery draws): their rule without the chunk. A test holds each to the table's rule.
 */
export const PUBLIC_LATER_QUERIES: ReadonlySet<CallName> = new Set<CallName>(['helpCenter', 'domainRoute', 'vnOpenedNumbers', 'lottoOpenedNumbers']);

/** The token rule of a call read as a query (a core or a member call), without loading anything. */
export function tokenRuleOf(name: CallName): TokenRule {
  return core[name]?.token ?? (PUBLIC_LATER_QUERIES.has(name) ? 'none' : 'required');
}

/** A call's definition; the member calls' chunk is fetched once (a failed fetch is tried again next time). */
export async function definitionOf(name: CallName): Promise<CallDefinition> {
  const own = core[name];
  if (own !== undefined) return own;
  memberCalls ??= import('../../schemas/api/memberCalls').then(
    (m): Readonly<Record<string, CallDefinition | undefined>> => ({ ...m.MEMBER_CALLS, ...m.ACTION_CALLS }),
    (error: unknown) => {
      memberCalls = undefined;
      throw error;
    },
  );
  const definition = (await memberCalls)[name];
  if (definition === undefined) throw new TypeError(`"${name}" is not a call of the table`);
  return definition;
}
