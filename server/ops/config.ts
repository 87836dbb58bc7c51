/**
 * Every environment variable the server reads, in one schema (JSON Schema, checked with Ajv, which
 * the API already uses for its bodies), checked before anything starts: a wrong value stops the start
 * with a message naming the variable and what it expects. A variable added to the server is added
 * here (a test lists the names `process.env` and `env.` are read with under server/ and fails on one
 * that is missing). docs/reference-server.md lists them.
 */
import { Ajv, type ErrorObject } from 'ajv';

interface Variable {
  readonly schema: Record<string, unknown>;
  /** What a good value is, as the error message says it. */
  readonly expected: string;
}

const integer = (minimum: number, maximum: number): Record<string, unknown> => ({ type: 'integer', minimum, maximum });

/** The variables, by name. */
export const ENVIRONMENT: Readonly<Record<string, Variable>> = {
  NODE_ENV: { schema: { type: 'string', enum: ['production', 'development', 'test'] }, expected: 'production, development or test' },
  PORT: { schema: integer(0, 65535), expected: 'a port number, 0 to 65535' },
  HOST: { schema: { type: 'string', minLength: 1 }, expected: 'an address to listen on, such as 0.0.0.0' },
  DATABASE_URL: { schema: { type: 'string', pattern: '^postgres(ql)?://[^\\s]+$' }, expected: 'a PostgreSQL connection string, postgres://user:password@host:port/database' },
  DATA_DIR: { schema: { type: 'string', minLength: 1 }, expected: 'a folder for the embedded database and uploads' },
  UPLOAD_DIR: { schema: { type: 'string', minLength: 1 }, expected: 'a folder for uploaded images' },
  PORTAL_DIR: { schema: { type: 'string', minLength: 1 }, expected: 'the built portal folder' },
  PREVIEW: { schema: { type: 'string', enum: ['0', '1'] }, expected: '1 (on) or 0 (off)' },
  PREVIEW_URL: { schema: { type: 'string', pattern: '^https?://[^\\s]+$' }, expected: 'an http(s) URL' },
  TRUST_PROXY: {
    schema: { type: 'string', pattern: '^\\s*(\\d+|((loopback|linklocal|uniquelocal|[0-9A-Fa-f.:]+(/\\d{1,3})?)\\s*(,\\s*|$))*)\\s*$' },
    expected: 'a number of hops, or addresses and CIDRs (or loopback, linklocal, uniquelocal) separated by commas',
  },
  CLOCK_START: { schema: { type: 'string', format: 'iso-instant' }, expected: 'an ISO 8601 instant such as 2026-03-02T12:00:00Z' },
  PASSWORD_SCRYPT_LOG_N: { schema: integer(10, 17), expected: 'an integer from 10 to 17 (tests only)' },
  DEMO_APPROVE_SECONDS: { schema: { type: 'string', pattern: '^(off|[0-9]{1,6})$' }, expected: 'off or a number of seconds (up to 6 digits)' },
  SHUTDOWN_TIMEOUT_MS: { schema: integer(0, 600_000), expected: 'milliseconds from 0 to 600000' },
  HASH_WORKERS: { schema: integer(1, 64), expected: 'a number of hashing threads from 1 to 64' },
  HASH_QUEUE: { schema: integer(0, 10_000), expected: 'a number of waiting full-cost hashes from 0 to 10000' },
  HASH_MODE: { schema: { type: 'string', enum: ['pool', 'unbounded'] }, expected: 'pool (the bounded hashing pool, the default) or unbounded (no bound, as before the pool: for the money bench only)' },
  LOG_LEVEL: { schema: { type: 'string', enum: ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] }, expected: 'fatal, error, warn, info, debug, trace or silent' },
  METRICS_PORT: { schema: integer(0, 65535), expected: 'a port number, 0 to 65535, for the Prometheus endpoint (none without it)' },
  METRICS_HOST: { schema: { type: 'string', minLength: 1 }, expected: 'an address for the metrics endpoint (loopback by default; another needs METRICS_TOKEN)' },
  METRICS_TOKEN: { schema: { type: 'string', minLength: 16 }, expected: 'a bearer token of 16 characters or more' },
  SOCIAL_IDENTITY: {
    schema: { type: 'string', pattern: '^(development|none|module:\\S+)$' },
    expected: 'development (outside production only), none, or module:<file> exporting socialIdentityProvider',
  },
};

/** The checked configuration: the variables that are set, integers as numbers. */
export interface ServerConfig {
  NODE_ENV?: 'production' | 'development' | 'test';
  PORT?: number;
  HOST?: string;
  DATABASE_URL?: string;
  DATA_DIR?: string;
  UPLOAD_DIR?: string;
  PORTAL_DIR?: string;
  PREVIEW?: '0' | '1';
  PREVIEW_URL?: string;
  TRUST_PROXY?: string;
  CLOCK_START?: string;
  PASSWORD_SCRYPT_LOG_N?: number;
  DEMO_APPROVE_SECONDS?: string;
  SHUTDOWN_TIMEOUT_MS?: number;
  HASH_WORKERS?: number;
  HASH_QUEUE?: number;
  HASH_MODE?: 'pool' | 'unbounded';
  LOG_LEVEL?: string;
  METRICS_PORT?: number;
  METRICS_HOST?: string;
  METRICS_TOKEN?: string;
  SOCIAL_IDENTITY?: string;
}

/** A configuration that does not hold: every wrong variable, named, with what it expects. */
export class ConfigError extends Error {
  constructor(readonly problems: readonly string[]) {
    super(`the configuration is not valid:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

const ajv = new Ajv({ allErrors: true, coerceTypes: true, useDefaults: false });
ajv.addFormat('iso-instant', (text: string) => /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/.test(text) && !Number.isNaN(Date.parse(text)));
const validate = ajv.compile({
  type: 'object',
  properties: Object.fromEntries(Object.entries(ENVIRONMENT).map(([name, v]) => [name, v.schema])),
});

function shown(name: string, value: unknown): string {
  const text = String(value);
  // A connection string carries a password, a token is a secret: neither is ever echoed.
  return /TOKEN|SECRET|PASSWORD/.test(name) || text.length > 40 || /:\/\/[^@]*@/.test(text) ? '(value not shown)' : JSON.stringify(text);
}

/**
 * The environment's server variables, checked. An empty value counts as unset (a deployment that
 * blanks a variable gets the default). Throws ConfigError naming every wrong one.
 */
export function checkedConfig(env: NodeJS.ProcessEnv): ServerConfig {
  const given: Record<string, unknown> = {};
  for (const name of Object.keys(ENVIRONMENT)) {
    const value = env[name];
    if (value !== undefined && value.trim() !== '') given[name] = value.trim();
  }
  const original = { ...given };
  if (validate(given)) {
    const config = given as ServerConfig;
    // The unbounded hashing is the money bench's "before": a production server never runs without the bound.
    if (config.NODE_ENV === 'production' && config.HASH_MODE === 'unbounded') {
      throw new ConfigError([`HASH_MODE="unbounded": expected pool in production (unbounded hashing is for the money bench only)`]);
    }
    // The development provider accepts social-login tokens anyone can write (server/modules/members/socialIdentity.ts).
    if (config.NODE_ENV === 'production' && config.SOCIAL_IDENTITY === 'development') {
      throw new ConfigError([`SOCIAL_IDENTITY="development": expected none or module:<file> in production (the development provider accepts tokens anyone can write)`]);
    }
    return config;
  }
  const problems = new Map<string, string>();
  for (const error of validate.errors ?? ([] as ErrorObject[])) {
    const name = error.instancePath.replace(/^\//, '');
    const variable = ENVIRONMENT[name];
    if (variable && !problems.has(name)) problems.set(name, `${name}=${shown(name, original[name])}: expected ${variable.expected}`);
  }
  throw new ConfigError([...problems.values()]);
}
