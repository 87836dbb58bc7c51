import { NICKNAME_MAX_LENGTH, type SwitchName } from '../../schemas/domain';
import type { RegisterFieldSetting as FieldSetting, RegisterSettings } from '../../schemas/server/register-settings';
import { REGISTRATION_FIELD_NAMES } from '../../schemas/server/register-settings';
import { PRINTABLE_PATTERN } from '../registration/accountPolicy';

/** Pattern ids of SPEC section 5 (`*` means any); the only ids these profiles may send. */
type PatternId =
  | 'letterFirstAlphanumeric' | 'chineseAndDigits' | 'email' | 'alphanumericNoSpecials' | 'lettersAndDigitsCombined'
  | 'digitsOnly' | 'alphanumericWithUppercase' | 'englishLettersAndSpaces' | 'noSpaces' | 'chineseAndPunctuation'
  | 'date' | 'lettersAndSpaces' | 'alphanumericOnly' | 'koreanOnly' | 'thaiOnly' | 'thaiOrEnglishAndSpaces'
  | 'uppercaseAndSpacesWithLetter' | '*';

/** The regular expression a realistic server sends beside some pattern ids (others it leaves to the client's table). */
const ACCEPTED_PATTERNS: Partial<Record<PatternId, string>> = {
  letterFirstAlphanumeric: '^[A-Za-z][A-Za-z0-9]*$',
  alphanumericNoSpecials: '^[A-Za-z0-9]+$',
  alphanumericOnly: '^[A-Za-z0-9]+$',
  digitsOnly: '^[0-9]+$',
  email: '^[^\\s@]+@[^\\s@]+\\.[^\\s@]+$',
  englishLettersAndSpaces: '^[A-Za-z ]+$',
  noSpaces: '^\\S+$',
  date: '^(\\d{4}-\\d{2}-\\d{2}|\\d{2}-\\d{2}-\\d{4})$',
};

interface FieldRule {
  patternId?: PatternId;
  /** The expression sent beside a `*` pattern id. */
  acceptedPattern?: string;
  minLength?: number;
  maxLength?: number;
}

/** Rules of the fields this server knows; a field name not listed is sent without a rule. */
const FIELD_RULES: Record<string, FieldRule> = {
  username: { patternId: 'letterFirstAlphanumeric', minLength: 6, maxLength: 16 },
  // The password policy (engine/registration/accountPolicy.ts): 8 to 64 printable characters of any
  // script, spaces and symbols included; the common-password check comes on top.
  password: { patternId: '*', acceptedPattern: PRINTABLE_PATTERN, minLength: 8, maxLength: 64 },
  confirmPassword: { patternId: '*', acceptedPattern: PRINTABLE_PATTERN, minLength: 8, maxLength: 64 },
  mobileNum: { patternId: 'digitsOnly', minLength: 11, maxLength: 11 },
  verificationCode: { patternId: 'digitsOnly', minLength: 6, maxLength: 6 },
  email: { patternId: 'email', minLength: 6, maxLength: 50 },
  payeeName: { patternId: 'englishLettersAndSpaces', minLength: 2, maxLength: 50 },
  qqNum: { patternId: 'digitsOnly', minLength: 5, maxLength: 12 },
  recommenderId: { patternId: 'alphanumericOnly', minLength: 4, maxLength: 16 },
  captcha: { patternId: 'alphanumericOnly', minLength: 4, maxLength: 4 },
  affiliateCode: { patternId: 'alphanumericOnly', minLength: 4, maxLength: 16 },
  paymentPassword: { patternId: 'digitsOnly', minLength: 6, maxLength: 6 },
  line: { patternId: 'noSpaces', minLength: 1, maxLength: 50 },
  whatsapp: { patternId: 'digitsOnly', minLength: 8, maxLength: 15 },
  facebook: { patternId: 'noSpaces', minLength: 1, maxLength: 100 },
  wechat: { patternId: 'noSpaces', minLength: 1, maxLength: 50 },
  idNumber: { patternId: 'alphanumericOnly', minLength: 6, maxLength: 20 },
  referralCode: { patternId: 'alphanumericOnly', minLength: 4, maxLength: 16 },
  nickname: { patternId: '*', minLength: 1, maxLength: NICKNAME_MAX_LENGTH },
  fullName: { patternId: 'lettersAndSpaces', minLength: 2, maxLength: 50 },
  telegram: { patternId: 'noSpaces', minLength: 5, maxLength: 32 },
  zalo: { patternId: 'digitsOnly', minLength: 9, maxLength: 11 },
  birthday: { patternId: 'date' },
  address: { patternId: '*', minLength: 1, maxLength: 200 },
  nationality: { patternId: 'lettersAndSpaces', minLength: 2, maxLength: 50 },
  occupation: { patternId: 'lettersAndSpaces', minLength: 2, maxLength: 50 },
  sourceOfIncome: { patternId: 'lettersAndSpaces', minLength: 2, maxLength: 50 },
  bankAccountNumber: { patternId: 'digitsOnly', minLength: 6, maxLength: 30 },
};

/** Fields the `all-on` preset requires (the rest it enables but leaves optional). */
const ALL_ON_REQUIRED = new Set(['username', 'password', 'confirmPassword', 'mobileNum', 'verificationCode', 'email', 'payeeName', 'captcha']);
/** The only fields the `all-off` preset enables. */
const ALL_OFF_ENABLED = new Set(['username', 'password', 'confirmPassword']);

export type RegisterSettingsPreset = 'default' | 'all-on' | 'all-off';

export interface RegisterSettingsOptions {
  /** `default` derives the fields from the switches and the seed; the others set every field. */
  preset: RegisterSettingsPreset;
  switches: Readonly<Record<SwitchName, boolean>>;
  /** Seed overrides for `default`: these fields become enabled. */
  enabledFields?: readonly string[];
  /** Seed overrides for `default`: these fields become enabled and required. */
  requiredFields?: readonly string[];
  smsExpiryMinutes?: number;
}

function defaultFlags(name: string, switches: Readonly<Record<SwitchName, boolean>>): { enabled: boolean; required: boolean } {
  const mobile = switches.mobileRegistration;
  switch (name) {
    case 'username':
    case 'password':
    case 'confirmPassword':
      return { enabled: true, required: true };
    case 'mobileNum':
      return { enabled: true, required: mobile };
    case 'verificationCode':
      return { enabled: switches.registrationSms, required: switches.registrationSms };
    case 'email':
    case 'payeeName':
      return { enabled: true, required: false };
    case 'affiliateCode':
    case 'referralCode':
      return { enabled: switches.referral, required: false };
    default:
      return { enabled: false, required: false };
  }
}

function withRule(name: string, enabled: boolean, required: boolean): FieldSetting {
  const rule = FIELD_RULES[name] ?? {};
  const field: FieldSetting = { name, enabled, required };
  if (rule.patternId !== undefined) {
    field.patternId = rule.patternId;
    const accepted = rule.acceptedPattern ?? ACCEPTED_PATTERNS[rule.patternId];
    if (accepted !== undefined) field.acceptedPattern = accepted;
  }
  if (rule.minLength !== undefined) field.minLength = rule.minLength;
  if (rule.maxLength !== undefined) field.maxLength = rule.maxLength;
  return field;
}

/** The `/wps/system/setting/register` value: one entry per REGISTRATION_FIELD_NAMES, in that order. */
export function buildRegisterSettings(options: RegisterSettingsOptions): RegisterSettings {
  const enabledExtra = new Set(options.enabledFields ?? []);
  const requiredExtra = new Set(options.requiredFields ?? []);
  const fields = REGISTRATION_FIELD_NAMES.map((name): FieldSetting => {
    if (options.preset === 'all-on') return withRule(name, true, ALL_ON_REQUIRED.has(name));
    if (options.preset === 'all-off') return withRule(name, ALL_OFF_ENABLED.has(name), ALL_OFF_ENABLED.has(name));
    const flags = defaultFlags(name, options.switches);
    const required = flags.required || requiredExtra.has(name);
    const enabled = flags.enabled || required || enabledExtra.has(name);
    return withRule(name, enabled, required);
  });
  const settings: RegisterSettings = { fields };
  if (options.smsExpiryMinutes !== undefined) settings.smsExpiryMinutes = options.smsExpiryMinutes;
  return settings;
}
