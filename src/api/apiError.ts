import { isLoadedMessageKey, type CoreMessageKey } from '../../engine/index';

/**
 * How a call failed:
 * - `network`: no answer (offline, DNS, refused, CORS);
 * - `timeout`: no answer within the call's time-out;
 * - `cancelled`: the caller's AbortSignal fired;
 * - `unauthorized`: HTTP 401, or a token-only call made without a token (no request sent);
 * - `http`: another non-2xx status;
 * - `server`: a 2xx answer with `success: false`;
 * - `malformed`: a 2xx answer that is not the `{ success, value }` envelope.
 */
export type ApiErrorKind = 'network' | 'timeout' | 'http' | 'server' | 'malformed' | 'unauthorized' | 'cancelled';

export interface ApiErrorInit {
  kind: ApiErrorKind;
  call: string;
  /** The message key derived from the failure; the server's code comes first when `serverCodeFirst`. */
  code: CoreMessageKey;
  /** Whether the server's `code`, when it is a catalogue key, is the message to show instead of `code`. */
  serverCodeFirst?: boolean;
  status?: number;
  serverCode?: string;
  serverMessage?: string;
  value?: unknown;
  cause?: unknown;
}

/** Every failure of the API client; `code` is the catalogue message to show (SPEC section 8). */
export class ApiError extends Error {
  readonly kind: ApiErrorKind;
  /** The call-table name of the call that failed. */
  readonly call: string;
  /** HTTP status; undefined when no response arrived. */
  readonly status: number | undefined;
  /** The message key derived from the failure, without the server's code. */
  readonly derivedCode: CoreMessageKey;
  /** Whether the server's code, when a catalogue key, is shown instead of derivedCode (not for a 5xx). */
  readonly serverCodeFirst: boolean;
  /** The server's `code` as sent, known key or not. */
  readonly serverCode: string | undefined;
  /** The server's `message` (English, for logs and for server texts the catalogue lacks). */
  readonly serverMessage: string | undefined;
  /** The failure's `value`: servers put flags such as `captcha: true` there. */
  readonly value: unknown;

  constructor(init: ApiErrorInit) {
    super(`${init.call}: ${init.kind}${init.status === undefined ? '' : ` ${init.status}`} (${init.code})${init.serverMessage ? `: ${init.serverMessage}` : ''}`, { cause: init.cause });
    this.name = 'ApiError';
    this.kind = init.kind;
    this.call = init.call;
    this.status = init.status;
    this.derivedCode = init.code;
    this.serverCodeFirst = init.serverCodeFirst ?? false;
    this.serverCode = init.serverCode;
    this.serverMessage = init.serverMessage;
    this.value = init.value;
  }

  /**
   * The message key to show: the server's `code` when the catalogue knows it (and the failure lets
   * it speak), else the one derived from the failure. Read when asked, against the catalogues loaded
   * by then: the browser loads them lazily, and a call may fail before the first has arrived.
   */
  get code(): CoreMessageKey {
    return this.serverCodeFirst && this.serverCode !== undefined && isLoadedMessageKey(this.serverCode) ? this.serverCode : this.derivedCode;
  }

  /** Whether the server's own code was a catalogue key (and so is `code`). */
  get hasServerCode(): boolean {
    return this.serverCode !== undefined && isLoadedMessageKey(this.serverCode);
  }
}

/** The message key for an HTTP status without a known server code. */
export function messageKeyForStatus(status: number): CoreMessageKey {
  if (status === 401) return 'error.notLoggedIn';
  if (status === 403) return 'error.accessRestricted';
  if (status === 404) return 'error.notFound';
  if (status === 429) return 'error.tooManyRequests';
  if (status >= 500) return 'error.networkAbnormal';
  if (status >= 400) return 'error.invalidRequest';
  return 'error.unknown';
}
