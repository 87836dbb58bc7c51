/**
 * The unread-message count pushed by the merchant API (GET /wps/push, a WebSocket; schemas/api/
 * messages.ts): connect, send the token in the first frame, hear `{ type: 'unread', count, balance }`
 * (the balance moves with a deposit's or withdrawal's outcome message, SPEC section 4).
 *
 * A lost connection is opened again after a delay that doubles from 1 s up to a minute, with jitter
 * (each wait is between half and all of it, drawn at random), so a restarted server is not hit by
 * every open page at the same instant nor hammered by one; the delay starts over once a connection
 * has served for 30 s (a server that accepts and then drops at once is still backed off from). The server's refusals (no session, trial account, a bad frame) are final: no retry.
 * A hidden tab keeps its socket (the badge is right when it comes back); an offline browser waits
 * for the `online` event instead of counting failures.
 */
import { PUSH_CLOSE, PUSH_PATH, type PushServerFrame } from '../../schemas/api/messages';

export const RECONNECT_BASE_MS = 1000;
export const RECONNECT_MAX_MS = 60_000;
/** A connection that has served this long counts as good: the delays start over after it. */
export const STABLE_AFTER_MS = 30_000;

/** The wait before reconnect attempt `attempt` (0 first): half the capped exponential delay, plus up to that much again at random. */
export function reconnectDelay(attempt: number, random: () => number = Math.random): number {
  const ceiling = Math.min(RECONNECT_MAX_MS, RECONNECT_BASE_MS * 2 ** Math.min(attempt, 16));
  return Math.round(ceiling / 2 + random() * (ceiling / 2));
}

/** The socket URL for an API base ('' is the page's origin) and the page's location. */
export function pushUrl(baseUrl: string, page: { protocol: string; host: string }): string {
  const base = baseUrl === '' ? `${page.protocol}//${page.host}` : baseUrl.replace(/\/+$/, '');
  return `${base.replace(/^http/, 'ws')}${PUSH_PATH}`;
}

const FINAL_CODES = new Set<number>(Object.values(PUSH_CLOSE));

/** What the push needs from the browser (tests hand in fakes). */
export interface PushEnvironment {
  WebSocket: new (url: string) => WebSocket;
  setTimeout: (run: () => void, ms: number) => unknown;
  clearTimeout: (timer: unknown) => void;
  /** Whether the browser is online, and how to hear it come back. */
  online: () => boolean;
  onOnline: (run: () => void) => () => void;
  random?: () => number;
}

export interface UnreadPushOptions {
  url: string;
  token: string;
  onCount: (count: number) => void;
  /** Told the member's balance a frame carries (the header's balance call's value). */
  onBalance?: (balance: NonNullable<PushServerFrame['balance']>) => void;
  /** Told when the server refused the session for good (its close code). */
  onRefused?: (code: number) => void;
}

/** Opens the push; returns the function that closes it for good. */
export function startUnreadPush(options: UnreadPushOptions, env: PushEnvironment): () => void {
  let socket: WebSocket | undefined;
  let timer: unknown;
  let stableTimer: unknown;
  let attempt = 0;
  let stopped = false;
  let stopWaitingOnline: (() => void) | undefined;

  const schedule = () => {
    if (stopped) return;
    if (!env.online()) {
      // Offline: no attempt can pass; the next one waits for the network.
      stopWaitingOnline ??= env.onOnline(() => {
        stopWaitingOnline?.();
        stopWaitingOnline = undefined;
        open();
      });
      return;
    }
    const delay = reconnectDelay(attempt, env.random);
    attempt += 1;
    timer = env.setTimeout(open, delay);
  };

  function open(): void {
    if (stopped) return;
    const ws = new env.WebSocket(options.url);
    socket = ws;
    ws.addEventListener('open', () => ws.send(JSON.stringify({ type: 'auth', token: options.token })));
    ws.addEventListener('message', (event: MessageEvent) => {
      let frame: PushServerFrame | undefined;
      try {
        frame = JSON.parse(String(event.data)) as PushServerFrame;
      } catch {
        return;
      }
      if (frame?.type !== 'unread' || !Number.isInteger(frame.count) || frame.count < 0) return;
      // The server accepted the session: once the connection has held a while, delays start over.
      if (stableTimer === undefined) {
        stableTimer = env.setTimeout(() => {
          attempt = 0;
        }, STABLE_AFTER_MS);
      }
      options.onCount(frame.count);
      const { balance } = frame;
      if (typeof balance === 'object' && balance !== null && typeof balance.balance === 'string' && typeof balance.currencySymbol === 'string') options.onBalance?.(balance);
    });
    ws.addEventListener('close', (event: CloseEvent) => {
      if (socket !== ws) return;
      socket = undefined;
      env.clearTimeout(stableTimer);
      stableTimer = undefined;
      if (FINAL_CODES.has(event.code)) {
        stopped = true;
        options.onRefused?.(event.code);
        return;
      }
      schedule();
    });
  }

  open();
  return () => {
    stopped = true;
    env.clearTimeout(timer);
    env.clearTimeout(stableTimer);
    stopWaitingOnline?.();
    const ws = socket;
    socket = undefined;
    ws?.close(1000, 'signed out');
  };
}
