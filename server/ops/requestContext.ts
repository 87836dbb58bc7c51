/**
 * What deep code may ask about the request it serves without being handed it: whether its client is
 * still there (the hashing queue drops work nobody waits for, and a keyed money call is dropped before
 * its key is claimed), and the request id. Carried by an AsyncLocalStorage entered for each request.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';
import { BlockList, isIP } from 'node:net';
import type { IncomingMessage } from 'node:http';
import type { FastifyInstance } from 'fastify';

interface RequestContext {
  /** Aborted when the client closed its connection before the answer was sent. */
  readonly signal: AbortSignal;
}

const storage = new AsyncLocalStorage<RequestContext>();

/** The request id's header, read from a trusted proxy and always set on the answer. */
export const REQUEST_ID_HEADER = 'x-request-id';

/** The client of the request being served went away: the work is dropped, nothing answers it. */
export class ClientGone extends Error {
  constructor() {
    super('the client closed the connection before the answer');
    this.name = 'ClientGone';
  }
}

/** The signal of the request being served (undefined outside a request: the seed, the schedulers). */
export function currentRequestSignal(): AbortSignal | undefined {
  return storage.getStore()?.signal;
}

/** Runs `work` as the request whose client's signal is `signal` (the hooks below; tests). */
export function withRequestSignal<T>(signal: AbortSignal, work: () => T): T {
  return storage.run({ signal }, work);
}

/** Throws ClientGone when the request being served has lost its client. */
export function throwIfClientGone(): void {
  if (currentRequestSignal()?.aborted) throw new ClientGone();
}

// proxy-addr's named ranges, which TRUST_PROXY accepts as Fastify does.
const NAMED_RANGES: Record<string, readonly string[]> = {
  loopback: ['127.0.0.1/8', '::1/128'],
  linklocal: ['169.254.0.0/16', 'fe80::/10'],
  uniquelocal: ['10.0.0.0/8', '172.16.0.0/12', '192.168.0.0/16', 'fc00::/7'],
};

function plainAddress(address: string): string {
  return address.startsWith('::ffff:') && isIP(address.slice(7)) === 4 ? address.slice(7) : address;
}

/**
 * Whether the peer of a connection is a proxy whose headers are believed, by the same setting as
 * Fastify's trustProxy (app.ts trustProxyOf): every peer, none, a number of hops (the peer is the
 * nearest of them), or addresses and CIDRs.
 */
export function trustsPeer(trust: boolean | string | number): (address: string | undefined) => boolean {
  if (typeof trust === 'boolean') return () => trust;
  if (typeof trust === 'number') return () => trust > 0;
  const list = new BlockList();
  for (const entry of trust.split(',').map((e) => e.trim()).filter(Boolean)) {
    for (const range of NAMED_RANGES[entry] ?? [entry]) {
      const [address = '', bits] = range.split('/');
      const family = isIP(address) === 6 ? 'ipv6' : 'ipv4';
      if (isIP(address) === 0) continue;
      if (bits === undefined) list.addAddress(address, family);
      else list.addSubnet(address, Number(bits), family);
    }
  }
  return (address) => {
    if (address === undefined) return false;
    const plain = plainAddress(address);
    const family = isIP(plain) === 6 ? 'ipv6' : 'ipv4';
    return isIP(plain) !== 0 && list.check(plain, family);
  };
}

const GOOD_ID = /^[A-Za-z0-9._:@-]{1,128}$/;

/**
 * Fastify's genReqId: a trusted proxy's X-Request-Id when it looks like an id (so one id follows the
 * request from the load balancer through the logs), a new UUID otherwise.
 */
export function requestIdOf(trust: boolean | string | number): (request: IncomingMessage) => string {
  const trusted = trustsPeer(trust);
  return (request) => {
    const given = request.headers[REQUEST_ID_HEADER];
    if (typeof given === 'string' && GOOD_ID.test(given) && trusted(request.socket?.remoteAddress)) return given;
    return randomUUID();
  };
}

/**
 * Enters each request's context (its client's signal) and sets its id on the answer. The context is
 * entered again before the handler, since the body's parsing runs outside it.
 */
export function requestContextHooks(app: FastifyInstance): void {
  const contexts = new WeakMap<object, RequestContext>();
  app.addHook('onRequest', (request, reply, done) => {
    void reply.header(REQUEST_ID_HEADER, request.id);
    const controller = new AbortController();
    // 'close' before the answer was written out: the client went away.
    reply.raw.once('close', () => {
      if (!reply.raw.writableFinished) controller.abort();
    });
    const context = { signal: controller.signal };
    contexts.set(request, context);
    storage.run(context, done);
  });
  app.addHook('preHandler', (request, _reply, done) => {
    const context = contexts.get(request);
    if (context === undefined) return done();
    return storage.run(context, done);
  });
}
