/**
 * Pause points of money-moving requests, for concurrency tests: a test sets a hook on its server's
 * database and every request of that database awaits the hook at each point it passes, so the test
 * can hold one request there while others run (a first attempt held after its payment password check
 * while its retry is sent). Without a hook a point costs one WeakMap lookup and nothing else.
 */

export type PausePoint =
  /** The payment password was right (server/modules/security/paymentPassword.ts). */
  | { readonly point: 'paymentPasswordChecked'; readonly tenant: string; readonly memberId: number }
  /** A request is about to claim its idempotency key (server/modules/ledger/idempotency.ts, keyedPosting.ts). */
  | { readonly point: 'keyClaiming'; readonly tenant: string; readonly key: string };

export type PauseHook = (at: PausePoint) => Promise<void>;

const hooks = new WeakMap<object, PauseHook>();

/** Sets (or, with undefined, removes) the hook of a database's requests. Tests only. */
export function setPauseHook(db: object, hook: PauseHook | undefined): void {
  if (hook === undefined) hooks.delete(db);
  else hooks.set(db, hook);
}

/** Awaits the database's hook at `at`, if a test set one. */
export async function pauseAt(db: object, at: PausePoint): Promise<void> {
  const hook = hooks.get(db);
  if (hook !== undefined) await hook(at);
}
