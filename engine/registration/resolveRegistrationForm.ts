import { LANGUAGES } from '../../schemas/domain';
import { REGISTRATION_FIELD_NAMES, type RegistrationFieldName } from '../../schemas/server/register-settings';
import type { DiagnosticInput, DiagnosticSink } from '../diagnostics/types';
import { localizeFormMessage as localize, type FormMessageKey } from './formMessages';
import { joinPointer } from '../load/pointer';
import { formatPatternMessages, type PatternMessageOverrides } from './formatPatternMessage';
import { ACCEPTED_FORMAT_MESSAGE, ANY_PATTERN_ID, PATTERNS, type LocalizedMessage, type PatternId } from './patterns';
import { readRegisterSettings, type ServerFieldRule } from './readRegisterSettings';
import { PASSWORD_POLICY } from './accountPolicy';
import { readRegistrationPresentation, type FieldPresentation } from './readRegistrationPresentation';
import {
  REGISTRATION_CHECKBOXES,
  type DisabledBy,
  type RequiredSource,
  REGISTRATION_MODES,
  type RegistrationCheckbox,
  type RegistrationField,
  type RegistrationForm,
  type RegistrationInputType,
  type RegistrationMode,
  type RegistrationRule,
  type RegistrationSwitches,
  type ResolveRegistrationFormInput,
} from './types';

/** Fields the registration rules always consider, whether or not the server lists them. */
const CORE_FIELDS: ReadonlySet<RegistrationFieldName> = new Set(['username', 'password', 'confirmPassword', 'mobileNum', 'verificationCode']);

/** Patterns a field gets when the server names neither a pattern id nor an expression. */
const DEFAULT_PATTERN_IDS: Partial<Record<RegistrationFieldName, PatternId>> = {
  email: 'email',
  mobileNum: 'digitsOnly',
  qqNum: 'digitsOnly',
  birthday: 'date',
};

const INPUT_TYPES: Partial<Record<RegistrationFieldName, RegistrationInputType>> = {
  password: 'password',
  confirmPassword: 'password',
  paymentPassword: 'password',
  email: 'email',
  mobileNum: 'tel',
  birthday: 'date',
};

const REQUIRED_MESSAGE_KEYS: Partial<Record<RegistrationFieldName, FormMessageKey>> = { captcha: 'form.enterCaptcha' };
const CHECKBOX_MESSAGE_KEYS: Record<RegistrationCheckbox, FormMessageKey> = { terms: 'not empty?', ageConfirmed: 'form.ageConfirm' };
const MISMATCH_MESSAGE_KEY: FormMessageKey = 'form.inconsistent';

/** What SPEC section 5 asks of a field in a mode, before the server and the manifest have their say. */
type Demand =
  | { kind: 'off' }
  | { kind: 'required'; reason: string }
  | { kind: 'server'; requiredWhenEnabled?: string };

interface Context {
  mode: RegistrationMode;
  switches: RegistrationSwitches;
  server: ReadonlyMap<RegistrationFieldName, ServerFieldRule>;
}

function demandOf(name: RegistrationFieldName, { mode, switches, server }: Context): Demand {
  const mobile = mode === 'registerMobile';
  const mobileNumEnabled = server.get('mobileNum')?.enabled === true;
  switch (name) {
    case 'username':
      return mobile ? { kind: 'off' } : { kind: 'required', reason: 'username registration requires it' };
    case 'password':
    case 'confirmPassword':
      if (!mobile) return { kind: 'required', reason: 'username registration requires it' };
      return switches.mobilePasswordOnRegistration ? { kind: 'required', reason: 'the mobile-password-on-registration switch requires it' } : { kind: 'off' };
    case 'mobileNum':
      if (mobile) return { kind: 'required', reason: 'mobile registration requires it' };
      // Username registration with SMS verification sends the code to this number.
      return switches.registrationSms && mobileNumEnabled ? { kind: 'required', reason: 'SMS verification requires it' } : { kind: 'server' };
    case 'verificationCode':
      if (!switches.registrationSms) return { kind: 'off' };
      return mobile || mobileNumEnabled ? { kind: 'required', reason: 'SMS verification requires it' } : { kind: 'off' };
    case 'paymentPassword':
      return { kind: 'server', requiredWhenEnabled: 'an enabled payment password is always required' };
    default:
      return { kind: 'server' };
  }
}

function joinMessages(first: LocalizedMessage, second: LocalizedMessage | undefined, separator = ' '): LocalizedMessage {
  if (second === undefined) return first;
  return Object.fromEntries(LANGUAGES.map((l) => [l, `${first[l]}${separator}${second[l]}`])) as LocalizedMessage;
}

/**
 * The bounds of a new password: the merchant's where stricter than the password policy (at least
 * PASSWORD_POLICY.minLength characters; PASSWORD_POLICY.maxLength allowed when the merchant sets no maximum).
 */
function passwordBounds(rule: ServerFieldRule | undefined): { min: number; max: number } {
  return {
    min: Math.max(rule?.minLength ?? 0, PASSWORD_POLICY.minLength),
    max: rule?.maxLength ?? PASSWORD_POLICY.maxLength,
  };
}

type Validation = Pick<RegistrationField, 'patternId' | 'pattern' | 'minLength' | 'maxLength' | 'message'>;

/** Pattern, bounds and message of a shown field. A known pattern id brings its own expression. */
function validationOf(name: RegistrationFieldName, rule: ServerFieldRule | undefined, overrides: PatternMessageOverrides): Validation {
  const patternId: PatternId = rule?.patternId ?? (rule?.acceptedPattern !== undefined ? ANY_PATTERN_ID : DEFAULT_PATTERN_IDS[name] ?? ANY_PATTERN_ID);
  const pattern = patternId !== ANY_PATTERN_ID ? PATTERNS[patternId].source : rule?.acceptedPattern;
  const bounds = name === 'password' ? passwordBounds(rule) : { min: rule?.minLength, max: rule?.maxLength };
  const hasBounds = bounds.min !== undefined || bounds.max !== undefined;
  const validation: Validation = { patternId };
  if (pattern !== undefined) validation.pattern = pattern;
  if (bounds.min !== undefined) validation.minLength = bounds.min;
  if (bounds.max !== undefined) validation.maxLength = bounds.max;
  if (patternId !== ANY_PATTERN_ID) validation.message = formatPatternMessages(patternId, bounds, overrides);
  else if (pattern !== undefined) validation.message = joinMessages(ACCEPTED_FORMAT_MESSAGE, hasBounds ? formatPatternMessages(ANY_PATTERN_ID, bounds, overrides) : undefined);
  else if (hasBounds) validation.message = formatPatternMessages(ANY_PATTERN_ID, bounds, overrides);
  // The payee name is the member's real name (SPEC section 5: "real name format"), then the rule.
  if (name === 'payeeName') validation.message = joinMessages(localize('form.realName'), validation.message, ': ');
  return validation;
}

interface Decision {
  field: RegistrationField;
  ruleReason?: string;
}

function decideField(
  name: RegistrationFieldName,
  ctx: Context,
  choice: FieldPresentation | undefined,
  overrides: PatternMessageOverrides,
): Decision {
  const rule = ctx.server.get(name);
  const head = { name, mode: ctx.mode };
  const tail = {
    requiredMessage: localize(REQUIRED_MESSAGE_KEYS[name] ?? 'form.required'),
    labelKey: `registration.field.${name}`,
    inputType: INPUT_TYPES[name] ?? 'text',
  };
  const hidden = (disabledBy: DisabledBy, requiredSource: RequiredSource): Decision => ({
    field: { ...head, enabled: false, disabledBy, required: false, requiredSource, ...tail },
  });
  const demand = demandOf(name, ctx);
  let shown: Pick<RegistrationField, 'required' | 'requiredSource'>;
  let ruleReason: string | undefined;
  if (demand.kind === 'off') return hidden('switch', 'rule');
  if (demand.kind === 'required') {
    shown = { required: true, requiredSource: 'rule' };
    ruleReason = demand.reason;
  } else if (rule?.enabled !== true) {
    return hidden('server', 'server');
  } else if (demand.requiredWhenEnabled !== undefined) {
    shown = { required: true, requiredSource: 'rule' };
    ruleReason = demand.requiredWhenEnabled;
  } else if (rule.required) {
    shown = { required: true, requiredSource: 'server' };
  } else if (choice?.required === true) {
    shown = { required: true, requiredSource: 'manifest' };
  } else if (choice?.hidden === true) {
    return hidden('manifest', 'server');
  } else {
    shown = { required: false, requiredSource: 'server' };
  }
  const checks: Validation | Pick<RegistrationField, 'equals' | 'mismatchMessage'> =
    name === 'confirmPassword' ? { equals: 'password', mismatchMessage: localize(MISMATCH_MESSAGE_KEY) } : validationOf(name, rule, overrides);
  const field: RegistrationField = { ...head, enabled: true, ...shown, ...checks, ...tail };
  return ruleReason === undefined ? { field } : { field, ruleReason };
}

function rulesOf(field: RegistrationField): RegistrationRule[] {
  const { mode, name } = field;
  const rules: RegistrationRule[] = [];
  if (field.required) rules.push({ kind: 'required', mode, field: name, source: field.requiredSource, message: field.requiredMessage });
  if (field.message !== undefined && field.patternId !== undefined) {
    const rule: RegistrationRule = { kind: 'pattern', mode, field: name, patternId: field.patternId, message: field.message };
    if (field.pattern !== undefined) rule.pattern = field.pattern;
    if (field.minLength !== undefined) rule.minLength = field.minLength;
    if (field.maxLength !== undefined) rule.maxLength = field.maxLength;
    rules.push(rule);
  }
  if (field.equals !== undefined && field.mismatchMessage !== undefined) {
    rules.push({ kind: 'equals', mode, field: name, other: field.equals, messageKey: MISMATCH_MESSAGE_KEY, message: field.mismatchMessage });
  }
  return rules;
}

/** Reports each diagnostic once, however many modes ran into it. */
function onceEach(sink: DiagnosticSink): DiagnosticSink {
  const seen = new Set<string>();
  return {
    report(input: DiagnosticInput) {
      const key = `${input.code} ${input.pointer}`;
      if (seen.has(key)) return;
      seen.add(key);
      sink.report(input);
    },
  };
}

/** The switch that leaves a field out of the registration modes when it is off. */
const FIELD_SWITCH: Partial<Record<RegistrationFieldName, keyof RegistrationSwitches>> = {
  verificationCode: 'registrationSms',
};

/** Where the reference server is told: the seed's switches, or its registration field lists. */
function onReferenceServer(seedFile: string | undefined, what: string): string {
  return seedFile === undefined ? '' : `; on the reference server: ${what} in ${seedFile}`;
}

/** Warns where the manifest asked for what the server (or a SPEC rule) does not allow; the server wins. */
function reportOverruledChoices(
  choices: ReadonlyMap<RegistrationFieldName, FieldPresentation>,
  decisions: readonly Decision[],
  sink: DiagnosticSink,
  switches: RegistrationSwitches,
  seedFile: string | undefined,
): void {
  for (const [name, choice] of choices) {
    const mine = decisions.filter((d) => d.field.name === name);
    const enforced = mine.find((d) => d.field.enabled && d.field.required && d.field.requiredSource !== 'manifest');
    const why = enforced === undefined ? '' : enforced.ruleReason !== undefined ? `it is required (${enforced.ruleReason})` : 'the server requires it';
    const pointer = joinPointer(['registration', 'fields', name]);
    if (choice.hidden === true && enforced !== undefined) {
      sink.report({
        code: 'SERVER_WINS',
        severity: 'warning',
        pointer: `${pointer}/hidden`,
        message: `registration field "${name}" cannot be hidden: ${why}; it stays shown and required`,
        hint: 'remove "hidden", or ask the merchant to make the field optional on the server',
      });
    }
    if (choice.required === false && enforced !== undefined) {
      sink.report({
        code: 'SERVER_WINS',
        severity: 'warning',
        pointer: `${pointer}/required`,
        message: `registration field "${name}" cannot be made optional: ${why}; it stays required`,
        hint: 'remove "required": false',
      });
    }
    if (choice.required === true && !mine.some((d) => d.field.enabled)) {
      const byServer = mine.length === 0 || mine.some((d) => d.field.disabledBy === 'server');
      sink.report({
        code: 'SERVER_WINS',
        severity: 'warning',
        pointer: `${pointer}/required`,
        message: byServer
          ? `registration field "${name}" is disabled by the server; the manifest cannot require it`
          : `registration field "${name}" is not used with the current registration switches; the manifest cannot require it`,
        hint: byServer
          ? `remove "required", or ask the merchant to enable the field on the server${onReferenceServer(seedFile, `"registration": { "enabledFields": ["${name}"] }`)}`
          : FIELD_SWITCH[name] !== undefined
            ? `the field needs the switch "${FIELD_SWITCH[name]}", which is off: turn it on${onReferenceServer(seedFile, `"switches": { "${FIELD_SWITCH[name]}": true }`)}; or remove "required"`
            : 'remove "required"',
      });
    }
    if (name === 'mobileNum' && choice.required === true && !switches.mobileRegistration && mine.some((d) => d.field.enabled && d.field.requiredSource === 'manifest')) {
      sink.report({
        code: 'REGISTRATION_SWITCH_OFF',
        severity: 'warning',
        pointer: `${pointer}/required`,
        message: 'registration field "mobileNum" is required while mobile registration is off: every player who registers by username must give a mobile number',
        hint: `turn "mobileRegistration" on in "switches"${onReferenceServer(seedFile, '"switches": { "mobileRegistration": true }')}; or remove "required" to keep the number optional`,
      });
    }
  }
}

/** Warns where the server disabled a field that its own switches need; the field is kept. */
function reportServerContradictions(decisions: readonly Decision[], ctxServer: Context['server'], sink: DiagnosticSink): void {
  for (const { field, ruleReason } of decisions) {
    const rule = ctxServer.get(field.name);
    if (ruleReason === undefined || rule === undefined || rule.enabled) continue;
    sink.report({
      code: 'SERVER_RESPONSE_INVALID',
      severity: 'warning',
      pointer: joinPointer(['fields', rule.index, 'enabled']),
      message: `registration field "${field.name}" is disabled, but ${ruleReason}; the field is kept`,
    });
  }
}

/**
 * Resolves the registration form from the server's field rules and switches and the manifest's
 * presentation: modes, fields per mode in SPEC order with their rules and messages, and the SMS
 * countdown. The server wins (ARCHITECTURE.md): manifest requests it overrules are warnings.
 */
export function resolveRegistrationForm(input: ResolveRegistrationFormInput): RegistrationForm {
  const serverSink = onceEach(input.serverSink);
  const server = readRegisterSettings(input.settings, serverSink);
  const choices = readRegistrationPresentation(input.presentation, input.sink);
  const { switches } = input;

  const regType: RegistrationMode = switches.mobileRegistration ? 'registerMobile' : 'register';
  const modes = REGISTRATION_MODES.filter(
    (m) => m === regType || (m === 'register' ? switches.usernameRegistration : switches.mobileRegistration),
  );

  const considered = REGISTRATION_FIELD_NAMES.filter((name) => CORE_FIELDS.has(name) || server.fields.has(name) || choices.fields.has(name));
  const decisions: Decision[] = [];
  const rules: RegistrationRule[] = [];
  for (const mode of modes) {
    const ctx: Context = { mode, switches, server: server.fields };
    for (const name of considered) {
      const decision = decideField(name, ctx, choices.fields.get(name), choices.messages);
      decisions.push(decision);
      if (decision.field.enabled) rules.push(...rulesOf(decision.field));
    }
    for (const checkbox of REGISTRATION_CHECKBOXES) {
      const messageKey = CHECKBOX_MESSAGE_KEYS[checkbox];
      rules.push({ kind: 'checked', mode, field: checkbox, messageKey, message: localize(messageKey) });
    }
  }
  reportOverruledChoices(choices.fields, decisions, onceEach(input.sink), switches, input.seedFile);
  reportServerContradictions(decisions, server.fields, serverSink);

  return {
    regType,
    modes,
    fields: decisions.map((d) => d.field),
    rules,
    smsCountdownSeconds: 60 * server.smsExpiryMinutes,
  };
}
