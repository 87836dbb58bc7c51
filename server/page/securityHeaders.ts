/**
 * The security headers of every answer (helmet's set: Content-Security-Policy, HSTS, the frame,
 * referrer and cross-origin policies...), computed once when the server starts. @fastify/helmet ran
 * helmet() anew for each request, building its middleware and parsing the policy every time: about a
 * tenth of the CPU under load of a catalogue answer served from the cache (bench/api.bench.ts). The
 * options are fixed, so the headers are too; helmet stays the library that decides them.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import helmet, { type HelmetOptions } from 'helmet';

/** Helmet's headers for these options, by lower-case name. */
export function securityHeadersOf(options: Readonly<HelmetOptions>): Readonly<Record<string, string>> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader(name: string, value: string | number | readonly string[]): void {
      headers[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : String(value);
    },
    removeHeader(name: string): void {
      delete headers[name.toLowerCase()];
    },
  };
  let finished = false;
  let failure: unknown;
  // No directive is a function of the request (they are lists of sources), so the request is not read.
  helmet(options)({} as IncomingMessage, response as unknown as ServerResponse, (error?: unknown) => {
    finished = true;
    failure = error;
  });
  if (failure !== undefined) throw failure instanceof Error ? failure : new Error(String(failure));
  if (!finished) throw new Error('helmet did not set its headers at once');
  return Object.freeze(headers);
}
