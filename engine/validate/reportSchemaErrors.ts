import type { ErrorObject } from 'ajv';
import { didYouMean } from '../diagnostics/suggest';
import type { DiagnosticSink } from '../diagnostics/types';
import { escapeSegment } from '../load/pointer';
import { patternHint, typeHint } from './patternHints';
import type { StandaloneValidator } from './standaloneValidator';

function describe(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'an array';
  if (typeof value === 'object') return 'an object';
  if (typeof value === 'string') return `the string ${JSON.stringify(value.length > 40 ? `${value.slice(0, 40)}…` : value)}`;
  return `${typeof value} ${String(value)}`;
}

function article(type: string): string {
  return /^[aeiou]/.test(type) ? `an ${type}` : `a ${type}`;
}

function rangeMessage(keyword: string, limit: number, data: unknown): string {
  const what = describe(data);
  switch (keyword) {
    case 'minimum':
      return `${what} is below the minimum ${limit}`;
    case 'maximum':
      return `${what} is above the maximum ${limit}`;
    case 'exclusiveMinimum':
      return `${what} must be above ${limit}`;
    case 'exclusiveMaximum':
      return `${what} must be below ${limit}`;
    case 'minLength':
      return `${what} is shorter than ${limit} character${limit === 1 ? '' : 's'}`;
    case 'maxLength':
      return `${what} is longer than ${limit} characters`;
    case 'minItems':
      return `the list needs at least ${limit} item${limit === 1 ? '' : 's'}`;
    case 'maxItems':
      return `the list has more than ${limit} items`;
    case 'minProperties':
      return `the object needs at least ${limit} key${limit === 1 ? '' : 's'}`;
    default:
      return `the object has more than ${limit} keys`;
  }
}

function schemaDescription(e: ErrorObject): string | undefined {
  const parent = e.parentSchema as { description?: string } | undefined;
  return parent?.description;
}

/** Turns ajv's errors into located, human diagnostics (one per problem, all of them). */
export function reportSchemaErrors(errors: readonly ErrorObject[], sink: DiagnosticSink, base = ''): void {
  const seen = new Set<string>();
  for (const e of errors) {
    // An error inside `propertyNames` repeats the outer one, which names the key.
    if (e.propertyName !== undefined && e.keyword !== 'propertyNames') continue;
    const at = base + e.instancePath;
    const params = e.params as Record<string, unknown>;
    const key = `${e.keyword}|${at}|${JSON.stringify(params)}`;
    if (seen.has(key)) continue;
    seen.add(key);
    switch (e.keyword) {
      case 'additionalProperties': {
        const extra = String(params.additionalProperty);
        const allowed = Object.keys((e.parentSchema as { properties?: object } | undefined)?.properties ?? {});
        sink.report({
          code: 'SCHEMA_UNKNOWN_KEY',
          pointer: `${at}/${escapeSegment(extra)}`,
          atKey: true,
          message: `unknown key "${extra}"`,
          hint: allowed.length > 0 ? didYouMean(extra, allowed, 'one of the keys') : 'this object takes no keys',
        });
        break;
      }
      case 'required':
        sink.report({
          code: 'SCHEMA_REQUIRED',
          pointer: at,
          message: `missing required key "${String(params.missingProperty)}"`,
          hint: `add "${String(params.missingProperty)}"`,
        });
        break;
      case 'type': {
        const hint = typeHint(String(params.type), e.data, e.parentSchema);
        sink.report({
          code: 'SCHEMA_TYPE',
          pointer: at,
          message: `expected ${article(String(params.type).replace(/,/g, ' or '))}, got ${describe(e.data)}`,
          ...(hint !== undefined ? { hint } : {}),
        });
        break;
      }
      case 'enum': {
        const allowed = (params.allowedValues as unknown[]).map(String);
        sink.report({
          code: 'SCHEMA_ENUM',
          pointer: at,
          message: `${describe(e.data)} is not an allowed value`,
          hint: didYouMean(String(e.data), allowed),
        });
        break;
      }
      case 'const':
        sink.report({ code: 'SCHEMA_ENUM', pointer: at, message: `expected ${JSON.stringify(params.allowedValue)}, got ${describe(e.data)}` });
        break;
      case 'pattern':
        sink.report({
          code: 'SCHEMA_PATTERN',
          pointer: at,
          message: `${describe(e.data)} does not have the expected form`,
          hint: patternHint(String(params.pattern), e.data) ?? schemaDescription(e) ?? `it must match ${String(params.pattern)}`,
        });
        break;
      case 'propertyNames':
        sink.report({
          code: 'SCHEMA_PATTERN',
          pointer: `${at}/${escapeSegment(String(params.propertyName))}`,
          atKey: true,
          message: `"${String(params.propertyName)}" is not an allowed name here`,
          hint: 'names start with a letter and use letters, digits, "-" and "_"',
        });
        break;
      case 'minimum':
      case 'maximum':
      case 'exclusiveMinimum':
      case 'exclusiveMaximum':
      case 'minLength':
      case 'maxLength':
      case 'minItems':
      case 'maxItems':
      case 'minProperties':
      case 'maxProperties':
        sink.report({ code: 'SCHEMA_RANGE', pointer: at, message: rangeMessage(e.keyword, Number(params.limit), e.data), hint: schemaDescription(e) });
        break;
      case 'uniqueItems': {
        const later = Math.max(Number(params.i), Number(params.j));
        const earlier = Math.min(Number(params.i), Number(params.j));
        sink.report({
          code: 'SCHEMA_UNIQUE',
          pointer: `${at}/${later}`,
          message: `item ${later} repeats item ${earlier}`,
          hint: 'list each value once',
        });
        break;
      }
      default:
        sink.report({ code: 'SCHEMA_OTHER', pointer: at, message: e.message ?? `fails "${e.keyword}"` });
    }
  }
}

/** Runs a precompiled validator and reports every error; true when the value is valid. */
export function runValidator(validate: StandaloneValidator, value: unknown, sink: DiagnosticSink, base = ''): boolean {
  if (validate(value)) return true;
  reportSchemaErrors(validate.errors ?? [], sink, base);
  return false;
}
