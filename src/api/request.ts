/**
 * The one request function of the portal, and the only code in the app that calls `fetch`. It reads
 * everything about a call from the call table: URL and query, module id, merchant, token and
 * language headers, JSON, form or encrypted body; then unwraps `{ success, value, message, code }`
 * and turns every failure into an ApiError whose `code` is a catalogue message key.
 */
import type { CoreMessageKey } from '../../engine/index';
import { ApiError, messageKeyForStatus, type ApiErrorKind } from './apiError';
import type {
  CallArgs, CallDefinition, CallName, CallOptions, CallParams, CallValue, QueryParams,
} from '../../schemas/api/callTable';
import { definitionOf } from './callDefinitions';
import type { PrimedAnswer } from '../../schemas/api/boot';
import type * as Encryption from './encryptPayload';
import type { ServerKey } from './encryptPayload';
import { errorTextsReady, isRecord } from '../../engine/index';

/** Time-out of a call unless the client or the call says otherwise. */
export const DEFAULT_TIMEOUT_MS = 15_000;
/** The server's code for a session restricted to the forced password change. */
export const PASSWORD_CHANGE_REQUIRED = 'error.passwordChangeRequired';

export interface ApiClientConfig {
  /** Origin (and optional prefix) of the merchant API; '' for the page's own origin. */
  baseUrl: string;
  /** The tenant's merchant code, sent as `x-merchant-code` on every call. */
  merchantCode: string;
  /** The session token, read at each call; undefined or '' when anonymous. */
  getToken: () => string | null | undefined;
  /**
   * Called when the server refuses a call's token: a 401 (the session is over; the shell clears it)
   * or a 403 'error.passwordChangeRequired' (the session may only change its password; the shell
   * opens the change-password modal).
   */
  onUnauthorized?: (error: ApiError) => void;
  /** The visitor's language for `Accept-Language`, or a getter when it can change. */
  language: string | (() => string);
  /** Default time-out of every call (15 s when absent). */
  timeoutMs?: number;
  /**
   * Answers the page arrived with (schemas/api/boot.ts), by call: the first call of that name without
   * parameters takes its answer instead of fetching, through the same unwrapping and errors.
   */
  primed?: Partial<Record<CallName, PrimedAnswer>>;
  /**
   * The language the primed answers are in (the page's server asks in the tenant's default language,
   * with no language parameter): a call whose only parameter is this language takes the answer too.
   */
  primedLanguage?: string;
  /**
   * Answers of calls with parameters that the page's first render made (a server-rendered page,
   * schemas/api/boot.ts `pageAnswers`), by `primedKeyOf(name, params)`; each is taken once.
   */
  pageAnswers?: Record<string, PrimedAnswer>;
  /**
   * Told of every `takePrimed` that found no answer: the server's render (src/ssr/renderPage.tsx)
   * collects the reads it may answer, fetches them and renders again, so the page has their data.
   */
  onUnprimed?(name: CallName, params: unknown): void;
}

export interface ApiClient {
  /** The tenant's merchant code (query keys include it). */
  readonly merchantCode: string;
  /** Origin (and optional prefix) of the merchant API; '' for the page's own origin (the push socket's URL). */
  readonly baseUrl?: string;
  /** Makes a call of the table; resolves to its `value`, rejects with an ApiError. */
  call<N extends CallName>(name: N, ...args: CallArgs<N>): Promise<CallValue<N>>;
  /**
   * The value of the page's primed answer to a call without params (or with only the language the
   * answers are in, `primedLanguage`), at once, when it is a success;
   * it is then taken (the next call goes to the server). Anything else stays for `call`, which turns
   * it into its ApiError. Lets the first render show what the page brought instead of a loading state.
   */
  takePrimed?<N extends CallName>(name: N, params?: CallParams<N>): CallValue<N> | undefined;
}

interface ClientState {
  config: ApiClientConfig;
  /** The primed answers not taken yet (boot calls by name, page answers by primedKeyOf); each is used once. */
  primed: Map<string, PrimedAnswer>;
  /** The server key, fetched once per client (again after a failure). */
  serverKey?: Promise<ServerKey>;
}

function hasQuery(method: CallDefinition['method']): boolean {
  return method === 'GET' || method === 'DELETE';
}

function appendParams(target: URLSearchParams, params: object | undefined): URLSearchParams {
  for (const [name, value] of Object.entries(params ?? {}) as [string, unknown][]) {
    if (value === undefined || value === null) continue;
    for (const item of Array.isArray(value) ? (value as unknown[]) : [value]) {
      if (item === undefined || item === null) continue;
      target.append(name, typeof item === 'object' ? JSON.stringify(item) : String(item));
    }
  }
  return target;
}

/**
 * The key of a call's page answer: its name and its params as a query (sorted, so the order the
 * params were written in does not matter). The server's render and the browser compute it alike.
 */
export function primedKeyOf(name: CallName, params: unknown): string {
  const query = appendParams(new URLSearchParams(), isRecord(params) ? params : undefined);
  query.sort();
  return `${name}?${query.toString()}`;
}

/** `baseUrl + path`, with a query from the params (undefined left out, arrays as repeated keys). */
export function buildUrl(baseUrl: string, path: string, query?: QueryParams): string {
  const search = appendParams(new URLSearchParams(), query).toString();
  return `${baseUrl.replace(/\/+$/, '')}${path}${search ? `?${search}` : ''}`;
}

/** `application/x-www-form-urlencoded` text of a flat object. */
export function formEncode(params: object | undefined): string {
  return appendParams(new URLSearchParams(), params).toString();
}

/** A signal that fires on the caller's signal or after `timeoutMs`, and tells which one fired. */
function deadline(callerSignal: AbortSignal | undefined, timeoutMs: number) {
  const controller = new AbortController();
  let timedOut = false;
  const onCallerAbort = () => controller.abort(callerSignal?.reason);
  callerSignal?.addEventListener('abort', onCallerAbort, { once: true });
  const timer = Number.isFinite(timeoutMs) && timeoutMs > 0
    ? setTimeout(() => {
        timedOut = true;
        controller.abort(new DOMException(`no answer within ${timeoutMs} ms`, 'TimeoutError'));
      }, timeoutMs)
    : undefined;
  return {
    signal: controller.signal,
    timedOut: () => timedOut,
    dispose() {
      if (timer !== undefined) clearTimeout(timer);
      callerSignal?.removeEventListener('abort', onCallerAbort);
    },
  };
}

/** Rejects with the signal's reason as soon as it fires, without waiting for `promise`. */
function abortable<T>(promise: Promise<T>, signal: AbortSignal): Promise<T> {
  if (signal.aborted) return Promise.reject(signal.reason as unknown);
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(signal.reason as unknown);
    signal.addEventListener('abort', onAbort, { once: true });
    promise.then(
      (value) => { signal.removeEventListener('abort', onAbort); resolve(value); },
      (error: unknown) => { signal.removeEventListener('abort', onAbort); reject(error); },
    );
  });
}

function languageOf(config: ApiClientConfig): string {
  return typeof config.language === 'function' ? config.language() : config.language;
}

/**
 * The hybrid encryption's code, a chunk of its own: only sign-in, registration and password changes
 * encrypt, so a page loads it with its first such call (alongside the server's key), not with every
 * page. A failed load is the network's failure, and the next call tries again.
 */
let encryption: Promise<typeof Encryption> | undefined;
function loadEncryption(call: string): Promise<typeof Encryption> {
  encryption ??= import('./encryptPayload').catch((cause: unknown) => {
    encryption = undefined;
    throw new ApiError({ kind: 'network', call, code: 'error.networkAbnormal', cause });
  });
  return encryption;
}

function serverKeyOf(state: ClientState): Promise<ServerKey> {
  if (!state.serverKey) {
    const pending = Promise.all([request(state, 'publicKey', undefined, {}), loadEncryption('publicKey')]).then(async ([value, { importServerKey }]) => {
      try {
        return await importServerKey(value);
      } catch (cause) {
        throw new ApiError({ kind: 'malformed', call: 'publicKey', code: 'error.networkAbnormal', cause });
      }
    });
    state.serverKey = pending;
    pending.catch(() => {
      if (state.serverKey === pending) state.serverKey = undefined;
    });
  }
  return state.serverKey;
}

/** The error of an answer with a non-2xx status. */
function httpError(name: string, status: number, envelope: Record<string, unknown> | undefined): ApiError {
  const serverCode = typeof envelope?.['code'] === 'string' ? envelope['code'] : undefined;
  // A 5xx is the network's or the server's trouble, never the visitor's: one message for all.
  // Otherwise the server's code is the message when it is a catalogue key (ApiError reads that when asked).
  const code: CoreMessageKey = status >= 500 ? 'error.networkAbnormal' : messageKeyForStatus(status);
  const kind: ApiErrorKind = status === 401 ? 'unauthorized' : 'http';
  return new ApiError({
    kind,
    call: name,
    status,
    code,
    serverCodeFirst: status < 500,
    serverCode,
    serverMessage: typeof envelope?.['message'] === 'string' ? envelope['message'] : undefined,
    value: envelope?.['value'],
  });
}

/** The value of a 2xx answer, or the error of its `success: false` or unreadable body. */
function unwrap(name: string, status: number, text: string): unknown {
  if (status === 204) return undefined;
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch (cause) {
    throw new ApiError({ kind: 'malformed', call: name, status, code: 'error.networkAbnormal', cause });
  }
  if (!isRecord(body) || typeof body['success'] !== 'boolean') {
    throw new ApiError({ kind: 'malformed', call: name, status, code: 'error.networkAbnormal' });
  }
  if (body['success']) return body['value'];
  const serverCode = typeof body['code'] === 'string' ? body['code'] : undefined;
  throw new ApiError({
    kind: 'server',
    call: name,
    status,
    code: 'error.unknown',
    serverCodeFirst: true,
    serverCode,
    serverMessage: typeof body['message'] === 'string' ? body['message'] : undefined,
    value: body['value'],
  });
}

/** What an exception thrown while waiting for an answer means. */
function failureOf(name: string, error: unknown, timedOut: boolean, callerSignal: AbortSignal | undefined): ApiError {
  if (error instanceof ApiError) return error;
  if (timedOut) return new ApiError({ kind: 'timeout', call: name, code: 'error.networkAbnormal', cause: error });
  if (callerSignal?.aborted) return new ApiError({ kind: 'cancelled', call: name, code: 'error.networkAbnormal', cause: error });
  return new ApiError({ kind: 'network', call: name, code: 'error.networkAbnormal', cause: error });
}

async function request<N extends CallName>(
  state: ClientState,
  name: N,
  params: CallParams<N> | undefined,
  options: CallOptions<N>,
): Promise<CallValue<N>> {
  const { config } = state;
  let def: CallDefinition;
  try {
    def = await definitionOf(name);
  } catch (error) {
    // The member calls' chunk could not be fetched: the network message, as for the call itself.
    throw new ApiError({ kind: 'network', call: name, code: 'error.networkAbnormal', cause: error });
  }
  const token = def.token === 'none' ? undefined : config.getToken() || undefined;
  if (def.token === 'required' && token === undefined) {
    throw new ApiError({ kind: 'unauthorized', call: name, code: 'error.notLoggedIn' });
  }
  if (options.signal?.aborted) {
    throw new ApiError({ kind: 'cancelled', call: name, code: 'error.networkAbnormal', cause: options.signal.reason });
  }
  // CallModuleId<N> is a string (or null) for every N; TypeScript cannot resolve it for a generic N.
  const moduleId = (options.moduleId as string | null | undefined) ?? def.moduleId;
  if (moduleId !== def.moduleId && !def.alternateModuleIds?.includes(moduleId ?? '')) {
    throw new TypeError(`call "${name}" is not made with module id "${String(moduleId)}"`);
  }

  const headers: Record<string, string> = {
    Accept: 'application/json',
    'Accept-Language': languageOf(config),
    'x-merchant-code': config.merchantCode,
  };
  if (moduleId) headers['x-module-id'] = moduleId;
  if (token !== undefined) headers['Authorization'] = `Bearer ${token}`;
  // A money-moving call carries its submission's key (schemas/api/wallet.ts IDEMPOTENCY_KEY_HEADER,
  // written out: that module's schemas stay out of the shell's entry). One sent without a key is
  // refused by the server with its reason (400 error.idempotencyKeyMissing).
  if (options.idempotencyKey !== undefined) headers['Idempotency-Key'] = options.idempotencyKey;

  const time = deadline(options.signal, options.timeoutMs ?? config.timeoutMs ?? DEFAULT_TIMEOUT_MS);
  try {
    const query = hasQuery(def.method);
    let body: string | FormData | undefined;
    if (!query) {
      // Files: the browser sets the multipart type with its boundary.
      if (def.multipart) body = params as FormData;
      else if (def.form) {
        headers['Content-Type'] = 'application/x-www-form-urlencoded';
        body = formEncode(params as object | undefined);
      } else {
        headers['Content-Type'] = 'application/json';
        if (def.encrypted) {
          const serverKey = await abortable(serverKeyOf(state), time.signal);
          const { encryptPayload } = await loadEncryption(name);
          body = JSON.stringify(await encryptPayload(params, serverKey));
        } else {
          body = JSON.stringify(params ?? {});
        }
      }
    }
    const primed = primedAnswerFor(state, name, params);
    let status: number;
    let text: string;
    if (primed !== undefined) {
      state.primed.delete(primed.key);
      ({ status, body: text } = primed.answer);
    } else {
      const url = buildUrl(config.baseUrl, def.path, query ? (params as QueryParams | undefined) : undefined);
      const response = await fetch(url, { method: def.method, headers, body, signal: time.signal });
      status = response.status;
      text = await response.text();
    }
    if (status < 200 || status > 299) {
      const parsed: unknown = (() => {
        try { return JSON.parse(text); } catch { return undefined; }
      })();
      const error = httpError(name, status, isRecord(parsed) ? parsed : undefined);
      // The key may have changed on the server (restart, rotation): fetch it again next time.
      if (def.encrypted && status === 400) state.serverKey = undefined;
      if (token !== undefined && (status === 401 || error.serverCode === PASSWORD_CHANGE_REQUIRED)) {
        try {
          config.onUnauthorized?.(error);
        } catch {
          // The shell's callback must not replace the call's own failure.
        }
      }
      throw error;
    }
    // The value's shape is the server's contract; the engine validates what it merges.
    return unwrap(name, status, text) as CallValue<N>;
  } catch (error) {
    const failure = failureOf(name, error, time.timedOut(), options.signal);
    // The failure is shown by its catalogue text: the error texts' chunk is in before the caller reads it.
    await errorTextsReady();
    throw failure;
  } finally {
    time.dispose();
  }
}

/**
 * The page's primed answer a call may take: the one of its name when the call has no params, or
 * only `language` and that is the language the answers were made in (the same answer the server
 * gives without it).
 */
function primedAnswerFor(state: ClientState, name: CallName, params: unknown): { key: string; answer: PrimedAnswer } | undefined {
  const found = (key: string) => {
    const answer = state.primed.get(key);
    return answer === undefined ? undefined : { key, answer };
  };
  if (params === undefined) return found(name);
  if (!isRecord(params)) return undefined;
  const keys = Object.keys(params);
  const onlyLanguage = keys.length === 1 && keys[0] === 'language' && params['language'] === state.config.primedLanguage;
  if (onlyLanguage && state.config.primedLanguage !== undefined && state.primed.has(name)) return found(name);
  return found(primedKeyOf(name, params));
}

/** A client bound to one tenant and session source: `client.call(name, params?, options?)`. */
export function createApiClient(config: ApiClientConfig): ApiClient {
  const state: ClientState = { config, primed: new Map<string, PrimedAnswer>([...Object.entries(config.pageAnswers ?? {}), ...Object.entries(config.primed ?? {})]) };
  return {
    merchantCode: config.merchantCode,
    baseUrl: config.baseUrl,
    call<N extends CallName>(name: N, ...args: CallArgs<N>): Promise<CallValue<N>> {
      const [params, options] = args as [CallParams<N> | undefined, CallOptions<N> | undefined];
      return request(state, name, params, options ?? {});
    },
    takePrimed<N extends CallName>(name: N, params?: CallParams<N>): CallValue<N> | undefined {
      const primed = primedAnswerFor(state, name, params);
      if (primed === undefined) {
        config.onUnprimed?.(name, params);
        return undefined;
      }
      const { status, body } = primed.answer;
      if (status < 200 || status > 299) return undefined;
      let value: unknown;
      try {
        value = unwrap(name, status, body);
      } catch {
        return undefined;
      }
      state.primed.delete(primed.key);
      // The value's shape is the server's contract, as for `call`.
      return value as CallValue<N>;
    },
  };
}

/**
 * A static JSON file of the portal (the tenant manifests the shell reads at boot), revalidated on
 * every call. Kept beside the API request so that fetch has one home in the app; the same time-out
 * applies. Network failures throw; the status and body are returned as they came.
 */
export async function fetchStaticJson(url: string, timeoutMs = DEFAULT_TIMEOUT_MS): Promise<{ ok: boolean; status: number; body: unknown }> {
  const response = await fetch(url, { cache: 'no-cache', headers: { Accept: 'application/json' }, signal: AbortSignal.timeout(timeoutMs) });
  const body: unknown = await response.json().catch(() => undefined);
  return { ok: response.ok, status: response.status, body };
}
