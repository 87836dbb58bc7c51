import { describe, expect, it } from 'vitest';
import { PUSH_CLOSE } from '../../schemas/api/messages';
import { RECONNECT_MAX_MS, STABLE_AFTER_MS, pushUrl, reconnectDelay, startUnreadPush, type PushEnvironment } from './unreadPush';

type Listener = (event: { data?: unknown; code?: number }) => void;

/** A scripted stand-in for the browser's WebSocket and timers. */
function fakeBrowser(random = () => 0.5) {
  const sockets: FakeSocket[] = [];
  const timers: { run: () => void; ms: number; id: number }[] = [];
  let online = true;
  const onlineListeners = new Set<() => void>();
  let nextId = 1;
  class FakeSocket {
    readonly sent: string[] = [];
    closedBy: number | undefined;
    private readonly listeners = new Map<string, Listener[]>();
    constructor(readonly url: string) {
      sockets.push(this);
    }
    addEventListener(type: string, listener: Listener) {
      this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
    }
    send(data: string) {
      this.sent.push(data);
    }
    close(code: number) {
      this.closedBy = code;
    }
    emit(type: string, event: { data?: unknown; code?: number } = {}) {
      for (const listener of this.listeners.get(type) ?? []) listener(event);
    }
  }
  const env: PushEnvironment = {
    WebSocket: FakeSocket as unknown as PushEnvironment['WebSocket'],
    setTimeout: (run, ms) => {
      const id = nextId++;
      timers.push({ run, ms, id });
      return id;
    },
    clearTimeout: (id) => {
      const at = timers.findIndex((t) => t.id === id);
      if (at >= 0) timers.splice(at, 1);
    },
    online: () => online,
    onOnline: (run) => {
      onlineListeners.add(run);
      return () => onlineListeners.delete(run);
    },
    random,
  };
  return {
    env,
    sockets,
    timers,
    /** Runs the earliest timer of the given length (or the only one). */
    fire(ms?: number) {
      const at = timers.findIndex((t) => ms === undefined || t.ms === ms);
      const [timer] = timers.splice(at, 1);
      timer?.run();
    },
    goOffline() {
      online = false;
    },
    goOnline() {
      online = true;
      for (const run of [...onlineListeners]) run();
    },
  };
}

describe('unread push', () => {
  it('waits half to all of a doubling delay, capped at a minute', () => {
    expect([0, 1, 2, 3].map((a) => reconnectDelay(a, () => 0))).toEqual([500, 1000, 2000, 4000]);
    expect([0, 1, 2, 3].map((a) => reconnectDelay(a, () => 1))).toEqual([1000, 2000, 4000, 8000]);
    expect(reconnectDelay(40, () => 1)).toBe(RECONNECT_MAX_MS);
    expect(reconnectDelay(40, () => 0)).toBe(RECONNECT_MAX_MS / 2);
  });

  it('builds the socket URL from the API base or the page', () => {
    expect(pushUrl('', { protocol: 'https:', host: 'lusa.example:8443' })).toBe('wss://lusa.example:8443/wps/push');
    expect(pushUrl('http://localhost:3000/', { protocol: 'https:', host: 'x' })).toBe('ws://localhost:3000/wps/push');
  });

  it('authenticates in the first frame, reports counts, backs off on losses and stops on a refusal', () => {
    const browser = fakeBrowser();
    const counts: number[] = [];
    const refused: number[] = [];
    startUnreadPush({ url: 'ws://x/wps/push', token: 'tok', onCount: (c) => counts.push(c), onRefused: (c) => refused.push(c) }, browser.env);
    const first = browser.sockets[0];
    first?.emit('open');
    expect(first?.sent).toEqual([JSON.stringify({ type: 'auth', token: 'tok' })]);
    first?.emit('message', { data: JSON.stringify({ type: 'unread', count: 3 }) });
    first?.emit('message', { data: 'garbage' });
    first?.emit('message', { data: JSON.stringify({ type: 'unread', count: -1 }) });
    expect(counts).toEqual([3]);

    // Losses: each wait longer than the last (random 0.5: three quarters of the ceiling).
    const waits: number[] = [];
    for (let i = 0; i < 4; i += 1) {
      browser.sockets.at(-1)?.emit('close', { code: 1006 });
      const retry = browser.timers.find((t) => t.ms !== STABLE_AFTER_MS);
      waits.push(retry?.ms ?? -1);
      browser.fire(retry?.ms);
    }
    expect(waits).toEqual([750, 1500, 3000, 6000]);
    expect(browser.sockets).toHaveLength(5);

    // A refusal is final.
    browser.sockets.at(-1)?.emit('close', { code: PUSH_CLOSE.NOT_FOR_TRIAL });
    expect(refused).toEqual([PUSH_CLOSE.NOT_FOR_TRIAL]);
    expect(browser.timers.filter((t) => t.ms !== STABLE_AFTER_MS)).toEqual([]);
  });

  it('hands on the balance a frame carries, and ignores a malformed one', () => {
    const browser = fakeBrowser();
    const balances: unknown[] = [];
    startUnreadPush({ url: 'ws://x', token: 't', onCount: () => undefined, onBalance: (b) => balances.push(b) }, browser.env);
    const socket = browser.sockets[0];
    socket?.emit('message', { data: JSON.stringify({ type: 'unread', count: 1, balance: { balance: '120.00', currency: 'BRL', currencySymbol: 'R$' } }) });
    socket?.emit('message', { data: JSON.stringify({ type: 'unread', count: 1, balance: { balance: 120 } }) });
    socket?.emit('message', { data: JSON.stringify({ type: 'unread', count: 1 }) });
    expect(balances).toEqual([{ balance: '120.00', currency: 'BRL', currencySymbol: 'R$' }]);
  });

  it('starts the delays over only after a connection held a while', () => {
    const browser = fakeBrowser();
    startUnreadPush({ url: 'ws://x', token: 't', onCount: () => undefined }, browser.env);
    for (let i = 0; i < 3; i += 1) {
      const socket = browser.sockets.at(-1);
      socket?.emit('message', { data: JSON.stringify({ type: 'unread', count: 0 }) });
      socket?.emit('close', { code: 1006 });
      browser.fire(browser.timers.find((t) => t.ms !== STABLE_AFTER_MS)?.ms);
    }
    // Accepted then dropped at once, three times: still backing off.
    browser.sockets.at(-1)?.emit('message', { data: JSON.stringify({ type: 'unread', count: 0 }) });
    browser.fire(STABLE_AFTER_MS);
    browser.sockets.at(-1)?.emit('close', { code: 1006 });
    expect(browser.timers.map((t) => t.ms)).toEqual([750]);
  });

  it('waits for the network when offline, and closes for good when stopped', () => {
    const browser = fakeBrowser();
    const stop = startUnreadPush({ url: 'ws://x', token: 't', onCount: () => undefined }, browser.env);
    browser.goOffline();
    browser.sockets[0]?.emit('close', { code: 1006 });
    expect(browser.timers).toEqual([]);
    browser.goOnline();
    expect(browser.sockets).toHaveLength(2);
    stop();
    expect(browser.sockets[1]?.closedBy).toBe(1000);
    browser.sockets[1]?.emit('close', { code: 1000 });
    expect(browser.timers).toEqual([]);
    expect(browser.sockets).toHaveLength(2);
  });
});
