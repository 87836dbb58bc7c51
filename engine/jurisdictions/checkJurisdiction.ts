import type { JurisdictionProfile, JurisdictionRule } from '../../schemas/jurisdiction';
import { didYouMean } from '../diagnostics/suggest';
import type { DiagnosticSink } from '../diagnostics/types';
import { isRecord } from '../isRecord';
import { getAtPointer, joinPointer, parsePointer } from '../load/pointer';
import type { Provenance } from '../merge/mergeLayers';
import { isValidCnpj } from './companyNumbers';

/** What the check reads: the merged manifests (and their provenance), the seed, and where to report each. */
export interface JurisdictionInputs {
  profile: JurisdictionProfile;
  /** The profile's merge layer name: a value it set is the law's own (a `lock` rule lets only it set one). */
  layerLabel: string;
  features: unknown;
  layout: unknown;
  seed?: unknown;
  provenance: { features: Provenance; layout: Provenance };
  sinks: { features: DiagnosticSink; layout: DiagnosticSink; seed?: DiagnosticSink };
}

/** An acknowledged review rule, as `explain` lists it. */
export interface Acknowledgement {
  id: string;
  reason: string;
  citation: string;
  rule: string;
}

/** Host names that never serve players: RFC 6761 reserves them for tests, examples and this machine. */
function isDevelopmentHost(host: string): boolean {
  return host === 'localhost' || /\.(localhost|test|example|invalid)$/.test(host);
}

/** Every concrete pointer the rule's pointer names ("*" = every entry of an array there), with its value. */
function expand(doc: unknown, pointer: string): { pointer: string; value: unknown }[] {
  let found: { segments: string[]; value: unknown }[] = [{ segments: [], value: doc }];
  for (const segment of parsePointer(pointer)) {
    found = found.flatMap(({ segments, value }) => {
      if (segment === '*') return Array.isArray(value) ? value.map((v, i) => ({ segments: [...segments, String(i)], value: v as unknown })) : [];
      return [{ segments: [...segments, segment], value: getAtPointer(value, joinPointer([segment])) }];
    });
  }
  return found.map(({ segments, value }) => ({ pointer: joinPointer(segments), value }));
}

function show(value: unknown): string {
  return JSON.stringify(value);
}

function isZeroAmount(value: unknown): boolean {
  return typeof value === 'string' && /^0+(\.0+)?$/.test(value);
}

/**
 * The places (the pointer itself, or one item of an array value) where the value meets the rule's
 * matcher: for `forbid` and `review`, what the law forbids or asks to judge; for `require`, where
 * the value breaks the requirement.
 */
function findings(rule: JurisdictionRule, pointer: string, value: unknown): { pointer: string; value: unknown; why?: string }[] {
  const out: { pointer: string; value: unknown; why?: string }[] = [];
  const requiring = rule.kind === 'require';
  const items = Array.isArray(value) ? value.map((v, i) => ({ pointer: `${pointer}/${i}`, value: v as unknown })) : [{ pointer, value }];
  if (rule.in !== undefined) {
    const listed = rule.in as readonly unknown[];
    for (const item of items) if (listed.includes(item.value) !== requiring) out.push(item);
  }
  if (rule.equals !== undefined && (value === rule.equals) !== requiring) out.push({ pointer, value, why: `it must be ${show(rule.equals)}` });
  if (rule.max !== undefined && typeof value === 'number' && value > rule.max) out.push({ pointer, value, why: `it may be at most ${rule.max}` });
  if (rule.min !== undefined && typeof value === 'number' && value < rule.min) out.push({ pointer, value, why: `it must be at least ${rule.min}` });
  if (rule.amountZero !== undefined && typeof value === 'string' && isZeroAmount(value) === rule.amountZero) out.push({ pointer, value });
  if (rule.format === 'cnpj' && typeof value === 'string' && !isValidCnpj(value)) out.push({ pointer, value, why: 'it is not a CNPJ with valid check digits' });
  if (rule.hostSuffix !== undefined) {
    const suffix = rule.hostSuffix;
    for (const item of items) {
      if (typeof item.value === 'string' && !isDevelopmentHost(item.value) && !item.value.endsWith(suffix)) out.push({ ...item, why: `a production host must end with "${suffix}"` });
    }
  }
  return out;
}

/** Values of an array the rule says it must include and that it lacks. */
function missingItems(rule: JurisdictionRule, value: unknown): string[] {
  if (rule.includes === undefined) return [];
  const have = Array.isArray(value) ? value : [];
  return rule.includes.filter((v) => !have.includes(v));
}

function cite(code: string, rule: JurisdictionRule): string {
  return `${rule.rule} (${rule.citation}; ${code} rule ${rule.id})`;
}

/**
 * Checks the merged manifests against a jurisdiction profile (stage 5, after the merge): a value the
 * law forbids is an error where it is set (JURISDICTION_FORBIDS), a missing requirement an error
 * where it belongs (JURISDICTION_REQUIRES), a value that needs judgement a warning until the
 * manifest acknowledges the rule with a reason (JURISDICTION_REVIEW). Every message cites the rule.
 * Returns the acknowledgements that answered a review rule.
 */
export function checkJurisdiction(inputs: JurisdictionInputs): Acknowledgement[] {
  const { profile, features } = inputs;
  const code = profile.code;
  const reviewRules = profile.rules.filter((r) => r.kind === 'review');
  const acknowledged = new Map<string, string>();
  const given: unknown = isRecord(features) ? features['acknowledgements'] : undefined;
  (Array.isArray(given) ? given : []).forEach((entry: unknown, i) => {
    if (!isRecord(entry) || typeof entry['id'] !== 'string') return;
    const id = entry['id'];
    const reason = entry['reason'];
    if (!reviewRules.some((r) => r.id === id)) {
      inputs.sinks.features.report({
        code: 'JURISDICTION_REVIEW',
        pointer: `/acknowledgements/${i}/id`,
        message: `"${id}" is not a review rule of the ${code} profile: the acknowledgement answers nothing`,
        hint: didYouMean(id, reviewRules.map((r) => r.id), 'a review rule:'),
      });
    } else if (typeof reason !== 'string') {
      inputs.sinks.features.report({
        code: 'JURISDICTION_REVIEW',
        pointer: `/acknowledgements/${i}`,
        message: `the acknowledgement of "${id}" gives no reason: a review rule is answered by the operator's judgement, written down`,
        hint: 'add "reason": "…" (why the flagged values are lawful, at least 20 characters)',
      });
    } else acknowledged.set(id, reason);
  });

  for (const rule of profile.rules) {
    const file = rule.file ?? 'features';
    const doc = file === 'features' ? features : file === 'layout' ? inputs.layout : inputs.seed;
    const sink = file === 'seed' ? inputs.sinks.seed : inputs.sinks[file];
    if (doc === undefined || sink === undefined) continue;
    for (const { pointer, value } of expand(doc, rule.pointer)) {
      if (rule.kind === 'lock') {
        const provenance = inputs.provenance[file === 'layout' ? 'layout' : 'features'];
        const foreign = [...provenance.entries()].filter(([p, by]) => (p === pointer || p.startsWith(`${pointer}/`)) && by !== inputs.layerLabel);
        const leaf = foreign.filter(([p]) => !foreign.some(([q]) => q.startsWith(`${p}/`)));
        for (const [p, by] of leaf) {
          sink.report({ code: 'JURISDICTION_FORBIDS', pointer: p, message: `${code} sets this value itself; ${by} may not: ${cite(code, rule)}`, hint: rule.fix });
        }
        continue;
      }
      if (rule.kind === 'require' && value === undefined) {
        sink.report({ code: 'JURISDICTION_REQUIRES', pointer, message: `${code} requires ${pointer.slice(1).split('/').join('.')}, which is missing: ${cite(code, rule)}`, hint: rule.fix });
        continue;
      }
      if (value === undefined) continue;
      const missing = rule.kind === 'require' ? missingItems(rule, value) : [];
      if (missing.length > 0) {
        sink.report({ code: 'JURISDICTION_REQUIRES', pointer, message: `${code} requires ${missing.map((m) => `"${m}"`).join(', ')} here, which ${missing.length === 1 ? 'is' : 'are'} missing: ${cite(code, rule)}`, hint: rule.fix });
      }
      for (const found of findings(rule, pointer, value)) {
        if (rule.kind === 'review') {
          if (acknowledged.has(rule.id)) continue;
          sink.report({
            code: 'JURISDICTION_REVIEW',
            severity: 'warning',
            pointer: found.pointer,
            message: `${code} asks a person to judge ${show(found.value)}: ${cite(code, rule)}`,
            hint: `${rule.fix}: "acknowledgements": [{ "id": "${rule.id}", "reason": "…" }]`,
          });
          continue;
        }
        const verb = rule.kind === 'require' ? 'does not allow' : 'forbids';
        sink.report({
          code: 'JURISDICTION_FORBIDS',
          pointer: found.pointer,
          message: `${code} ${verb} ${show(found.value)}${found.why === undefined ? '' : ` (${found.why})`}: ${cite(code, rule)}`,
          hint: rule.fix,
        });
      }
    }
  }
  return reviewRules.flatMap((r) => {
    const reason = acknowledged.get(r.id);
    return reason === undefined ? [] : [{ id: r.id, reason, citation: r.citation, rule: r.rule }];
  });
}

/** Fills "{/pointer}" in every text of a profile's layout layer from the merged features ("" where unset). */
export function fillProfileTexts(value: unknown, features: unknown): unknown {
  if (typeof value === 'string') {
    return value.replace(/\{(\/[^}]*)\}/g, (_m, pointer: string) => {
      const v = getAtPointer(features, pointer);
      return typeof v === 'string' || typeof v === 'number' ? String(v) : '';
    });
  }
  if (Array.isArray(value)) return value.map((v) => fillProfileTexts(v, features));
  if (isRecord(value)) return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, fillProfileTexts(v, features)]));
  return value;
}
