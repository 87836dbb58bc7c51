/**
 * Request metrics of an app (server/ops/metrics.ts): counts and latency per route pattern (never the
 * raw URL, whose ids and query strings would make a series per request) and status, and the requests
 * in flight; the WebSocket connections the app holds are counted when scraped.
 */
import { performance } from 'node:perf_hooks';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Gauge } from 'prom-client';
import { httpDuration, httpInFlight, httpRequests, registry } from './metrics';

const apps = new Set<FastifyInstance>();

new Gauge({
  name: 'websocket_connections',
  help: 'Open WebSocket connections (unread push and chat) of this instance.',
  registers: [registry],
  collect() {
    let open = 0;
    for (const app of apps) {
      // @fastify/websocket's server, once the routes registered it.
      const server = (app as FastifyInstance & { websocketServer?: { clients: Set<unknown> } }).websocketServer;
      open += server?.clients.size ?? 0;
    }
    this.set(open);
  },
});

/** Registers the hooks; call it before any other hook, so that requests refused by those are counted too. */
export function instrumentHttp(app: FastifyInstance): void {
  const started = new WeakMap<FastifyRequest, number>();
  apps.add(app);
  app.addHook('onClose', async () => {
    apps.delete(app);
  });
  const finish = (request: FastifyRequest, status: number) => {
    const start = started.get(request);
    if (start === undefined) return;
    started.delete(request);
    httpInFlight.dec();
    const labels = { method: request.method, route: request.routeOptions.url ?? 'unmatched', status: String(status) };
    httpRequests.inc(labels);
    httpDuration.observe(labels, (performance.now() - start) / 1000);
  };
  app.addHook('onRequest', async (request) => {
    started.set(request, performance.now());
    httpInFlight.inc();
  });
  app.addHook('onResponse', async (request, reply) => finish(request, reply.statusCode));
  // A client that went away before its answer: counted under 499, as proxies log it.
  app.addHook('onRequestAbort', async (request) => finish(request, 499));
}
