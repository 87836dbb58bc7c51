/**
 * Model test of the ledger (fast-check): random sequences of deposits, holds, payouts, releases,
 * transfers and bets, with retries of earlier requests (same key, same body) and key reuse (same key,
 * other body), against a plain in-memory model. After every step: every transfer is two entries that
 * sum to zero, every balance is the sum of its entries, no member balance is negative, and the
 * members' balances are the model's. Single transfers go through the group-committed keyed posting
 * (keyedPosting.ts), the others through a transaction of their own. A refusal is its key's answer: a
 * retry of a refused request is refused again, even when the balance would now cover it. Replays
 * from the seed fast-check prints on failure.
 */
import { sql } from 'drizzle-orm';
import { DomainError } from '../../platform/domainError';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../../db/connect';
import { createScratchDatabase, testDatabaseServer, type ScratchDatabase } from '../../testing/postgres';
import { IdempotencyConflict, requestHash, withIdempotencyKey } from './idempotency';
import { ledgerViolations } from './invariants';
import { postKeyed } from './keyedPosting';
import { LedgerError, balanceOf, houseAccount, memberAccount, post, type Book, type TransferRequest } from './ledger';
import { TEST_INSTANT } from '../../testing/testInstant';

/** The instant these postings are booked at. */
const AT = new Date(TEST_INSTANT);

let database: Database;
let scratch: ScratchDatabase | undefined;

beforeAll(async () => {
  const server = testDatabaseServer();
  scratch = server ? await createScratchDatabase(server) : undefined;
  database = await openDatabase(scratch ? { databaseUrl: scratch.url } : { dataDir: 'memory' });
}, 120_000);

afterAll(async () => {
  await database?.close();
  await scratch?.drop();
});

const MEMBERS = [1, 2, 3];
type Op =
  | { op: 'deposit'; member: number; amount: bigint }
  | { op: 'hold'; member: number; amount: bigint }
  | { op: 'payout'; member: number; amount: bigint }
  | { op: 'release'; member: number; amount: bigint }
  | { op: 'transfer'; member: number; to: number; amount: bigint }
  | { op: 'bet'; member: number; amount: bigint; win: bigint };

type Step = { kind: 'new'; op: Op } | { kind: 'retry'; index: number } | { kind: 'reuse'; index: number; op: Op };

const amount = fc.bigInt({ min: 1n, max: 50_000n });
const member = fc.constantFrom(...MEMBERS);
const opArb: fc.Arbitrary<Op> = fc.oneof(
  fc.record({ op: fc.constant('deposit' as const), member, amount }),
  fc.record({ op: fc.constant('hold' as const), member, amount }),
  fc.record({ op: fc.constant('payout' as const), member, amount }),
  fc.record({ op: fc.constant('release' as const), member, amount }),
  fc.record({ op: fc.constant('transfer' as const), member, to: member, amount }),
  fc.record({ op: fc.constant('bet' as const), member, amount, win: fc.bigInt({ min: 0n, max: 100_000n }) }),
);
const stepArb: fc.Arbitrary<Step> = fc.oneof(
  { weight: 5, arbitrary: fc.record({ kind: fc.constant('new' as const), op: opArb }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('retry' as const), index: fc.nat() }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('reuse' as const), index: fc.nat(), op: opArb }) },
);

/** The transfers an operation posts. */
function transfersOf(op: Op): TransferRequest[] {
  const main = memberAccount(op.member);
  const held = memberAccount(op.member, 'held');
  switch (op.op) {
    case 'deposit': return [{ kind: 'deposit', from: houseAccount('deposits'), to: main, amount: op.amount }];
    case 'hold': return [{ kind: 'withdrawalHold', from: main, to: held, amount: op.amount }];
    case 'payout': return [{ kind: 'withdrawalPaid', from: held, to: houseAccount('withdrawals'), amount: op.amount }];
    case 'release': return [{ kind: 'withdrawalReleased', from: held, to: main, amount: op.amount }];
    case 'transfer': return op.to === op.member ? [] : [{ kind: 'transferToUpline', from: main, to: memberAccount(op.to), amount: op.amount }];
    case 'bet': return [
      { kind: 'bet', from: main, to: houseAccount('game'), amount: op.amount, reference: 'R' },
      ...(op.win > 0n ? [{ kind: 'win', from: houseAccount('game'), to: main, amount: op.win, reference: 'R' }] : []),
    ];
  }
}

/** The model: balances by member and wallet; applies an operation or says it is refused. */
class Model {
  readonly balances = new Map<string, bigint>();
  clone(): Model {
    const copy = new Model();
    for (const [k, v] of this.balances) copy.balances.set(k, v);
    return copy;
  }
  private get(m: number, w: string) { return this.balances.get(`${m}/${w}`) ?? 0n; }
  private add(m: number, w: string, d: bigint) { this.balances.set(`${m}/${w}`, this.get(m, w) + d); }
  apply(op: Op): boolean {
    switch (op.op) {
      case 'deposit': this.add(op.member, 'main', op.amount); return true;
      case 'hold': if (this.get(op.member, 'main') < op.amount) return false; this.add(op.member, 'main', -op.amount); this.add(op.member, 'held', op.amount); return true;
      case 'payout': if (this.get(op.member, 'held') < op.amount) return false; this.add(op.member, 'held', -op.amount); return true;
      case 'release': if (this.get(op.member, 'held') < op.amount) return false; this.add(op.member, 'held', -op.amount); this.add(op.member, 'main', op.amount); return true;
      case 'transfer': if (op.to === op.member) return true; if (this.get(op.member, 'main') < op.amount) return false; this.add(op.member, 'main', -op.amount); this.add(op.to, 'main', op.amount); return true;
      case 'bet': if (this.get(op.member, 'main') < op.amount) return false; this.add(op.member, 'main', op.win - op.amount); return true;
    }
  }
}

const bodyOf = (op: Op) => ({ ...op, amount: op.amount.toString(), ...('win' in op ? { win: op.win.toString() } : {}), ...('to' in op ? { to: op.to } : {}) });

let run = 0;
/** The answer recorded for a refused request. */
const REFUSED = 'refused';

describe('ledger model', () => {
  it('keeps its invariants and matches the model through random operations, retries and key reuse', async () => {
    await fc.assert(fc.asyncProperty(fc.array(stepArb, { minLength: 1, maxLength: 25 }), async (steps) => {
      run += 1;
      const book: Book = { tenant: `model${run}`, currency: 'BRL' };
      const model = new Model();
      const sent: { key: string; op: Op; answer: unknown }[] = [];
      for (const step of steps) {
        let key: string;
        let op: Op;
        if (step.kind === 'new') {
          key = `k${sent.length}-${run}`;
          op = step.op;
        } else {
          const earlier = sent[step.index % Math.max(sent.length, 1)];
          if (!earlier) continue;
          key = earlier.key;
          op = step.kind === 'retry' ? earlier.op : step.op;
        }
        const hash = requestHash(op.op, op.member, bodyOf(op));
        const sameAsFirst = sent.find((s) => s.key === key);
        let answer: unknown;
        try {
          const transfers = transfersOf(op);
          // One transfer: the group-committed keyed posting (the transfer routes' path); more or none:
          // a transaction of their own.
          const result = transfers.length === 1
            ? await postKeyed(database.db, book, { memberId: 0, operation: '' }, key, hash, transfers[0]!, AT, (posted) => ({ transfers: [posted.transferId] }))
            : await withIdempotencyKey(database.db, book.tenant, key, hash, AT, async (tx) => {
              const posted = await post(tx, book, transfers, database.db, AT);
              return { transfers: posted.map((p) => p.transferId) };
            });
          answer = result.value;
          if (sameAsFirst) {
            // A retry (same key and body) of a booked request: the first answer, nothing booked again.
            expect(sameAsFirst.answer).not.toBe(REFUSED);
            expect(result.replayed).toBe(true);
            expect(answer).toEqual(sameAsFirst.answer);
          } else {
            expect(model.apply(op)).toBe(true);
            sent.push({ key, op, answer });
          }
        } catch (error) {
          if (error instanceof IdempotencyConflict) {
            // Another body under a booked key: refused, and only then.
            expect(sameAsFirst).toBeDefined();
            expect(requestHash(sameAsFirst!.op.op, sameAsFirst!.op.member, bodyOf(sameAsFirst!.op))).not.toBe(hash);
          } else if (error instanceof LedgerError && error.reason === 'insufficientFunds') {
            // Refused: the model refuses too, and the refusal is the key's answer (nothing booked).
            expect(sameAsFirst).toBeUndefined();
            expect(model.clone().apply(op)).toBe(false);
            sent.push({ key, op, answer: REFUSED });
          } else if (error instanceof DomainError && error.code === 'error.insufficientBalance') {
            // A retry of a refused request: refused again, whatever the balance is now.
            expect(sameAsFirst?.answer).toBe(REFUSED);
            expect(requestHash(sameAsFirst!.op.op, sameAsFirst!.op.member, bodyOf(sameAsFirst!.op))).toBe(hash);
          } else throw error;
        }
        expect(await ledgerViolations(database.db, book.tenant)).toEqual({ unbalancedTransfers: 0, balancesNotSumOfEntries: 0, negativeMemberBalances: 0 });
        for (const m of MEMBERS) {
          for (const wallet of ['main', 'held']) {
            expect(await balanceOf(database.db, book.tenant, memberAccount(m, wallet))).toBe(model.balances.get(`${m}/${wallet}`) ?? 0n);
          }
        }
      }
    }), { numRuns: 25 });
  }, 600_000);

  it('refuses to update or delete a transfer or an entry, and a member balance below zero', async () => {
    const book: Book = { tenant: 'frozen', currency: 'BRL' };
    await withIdempotencyKey(database.db, book.tenant, 'imm-1', 'h', AT, (tx) => post(tx, book, [{ kind: 'deposit', from: houseAccount('deposits'), to: memberAccount(9), amount: 100n }], database.db, AT).then(() => ({})));
    expect(await failureOf(`update ledger_entries set amount = 5 where account_id in (select id from ledger_accounts where tenant = 'frozen')`)).toMatch(/ledger_entries rows are immutable/);
    expect(await failureOf(`delete from ledger_transfers where tenant = 'frozen'`)).toMatch(/ledger_transfers rows are immutable/);
    expect(await failureOf(`update ledger_accounts set balance = -1 where tenant = 'frozen' and member_id = 9`)).toMatch(/ledger_accounts_member_not_negative/);
    // The house may go below zero (a clearing account is negative by what came in through it).
    expect(await failureOf(`update ledger_accounts set balance = balance where tenant = 'frozen' and member_id = 0`)).toBe('no error');
  });
});

/** The database's refusal of a statement (drizzle wraps it; the reason is the cause). */
async function failureOf(text: string): Promise<string> {
  try {
    await database.db.execute(sql.raw(text));
    return 'no error';
  } catch (error) {
    const cause = (error as { cause?: { message?: string } }).cause;
    return cause?.message ?? String(error);
  }
}
