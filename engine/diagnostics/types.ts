/**
 * Diagnostic codes; each has one bad fixture under tests/fixtures/diagnostics/ with its message pinned
 * (SCHEMA_OTHER, the fallback for schema keywords the manifests do not use, is pinned in a unit test).
 */
export type DiagnosticCode =
  | 'JSON_SYNTAX'
  | 'JSON_DUPLICATE_KEY'
  | 'FILE_MISSING'
  | 'SCHEMA_VERSION_MISSING'
  | 'SCHEMA_VERSION_TOO_NEW'
  | 'SCHEMA_TYPE'
  | 'SCHEMA_UNKNOWN_KEY'
  | 'SCHEMA_REQUIRED'
  | 'SCHEMA_ENUM'
  | 'SCHEMA_PATTERN'
  | 'SCHEMA_RANGE'
  | 'SCHEMA_UNIQUE'
  | 'SCHEMA_OTHER'
  | 'EXTENDS_UNKNOWN'
  | 'EXTENDS_CYCLE'
  | 'TENANT_CODE_MISMATCH'
  | 'TENANT_DOMAIN_TAKEN'
  | 'TENANT_MERCHANT_CODE_TAKEN'
  | 'WIDGET_UNKNOWN'
  | 'WIDGET_PROPS'
  | 'WIDGET_KIND'
  | 'WIDGET_PAGE_KIND'
  | 'PLACEMENT_DUPLICATE'
  | 'PAGE_UNKNOWN'
  | 'ROUTE_DUPLICATE'
  | 'ROUTE_BUILTIN'
  | 'ROUTE_INCOMPLETE'
  | 'PATTERN_UNKNOWN'
  | 'TEMPLATE_LENGTH_RANGE'
  | 'REGISTRATION_FIELD_UNKNOWN'
  | 'REGISTRATION_FIELD_CONFLICT'
  | 'REGISTRATION_SWITCH_OFF'
  | 'ROUTE_PAGE_UNKNOWN'
  | 'PAGE_EMPTY'
  | 'THEME_CONTRAST'
  | 'THEME_PARTIAL'
  | 'ROW_UNAVAILABLE'
  | 'ENTRY_HIDDEN'
  | 'LINK_UNKNOWN'
  | 'ENTRY_UNAVAILABLE'
  | 'THEME_DEFAULTS'
  | 'HTML_REMOVED'
  | 'COPY_KEY_UNKNOWN'
  | 'LANGUAGE_DEFAULT_UNSUPPORTED'
  | 'LANGUAGE_TEXT_MISSING'
  | 'JURISDICTION_FORBIDS'
  | 'JURISDICTION_REQUIRES'
  | 'JURISDICTION_REVIEW'
  | 'SERVER_RESPONSE_INVALID'
  | 'SERVER_WINS';

export type Severity = 'error' | 'warning';

/** One problem found in a manifest or a server response, located in its source. */
export interface Diagnostic {
  code: DiagnosticCode;
  severity: Severity;
  /** Tenant folder name, or the preset name prefixed with `preset:`. */
  tenant: string;
  /** File path as the operator sees it (e.g. `tenants/acme/layout.json`), or `server:<response>`. */
  file: string;
  /** 1-based; 0 when the problem has no place in a file (server responses). */
  line: number;
  column: number;
  /** JSON pointer of the offending value (RFC 6901). */
  pointer: string;
  message: string;
  /** How to fix it; did-you-mean suggestions land here. */
  hint?: string;
}

/** What a stage may report, located by JSON pointer; the collector adds tenant, file and position. */
export interface DiagnosticInput {
  code: DiagnosticCode;
  severity?: Severity;
  pointer: string;
  message: string;
  hint?: string;
  /** Point at the property name rather than its value (unknown keys, duplicate keys). */
  atKey?: boolean;
  /** An exact place, for problems that have no pointer (JSON syntax errors). */
  position?: { line: number; column: number };
}

/** Reports problems about one source file. */
export interface DiagnosticSink {
  report(input: DiagnosticInput): void;
}
