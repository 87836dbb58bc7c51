import type { SwitchName } from '../../schemas/domain';
import type { RegisterSettings, RegistrationFieldName } from '../../schemas/server/register-settings';
import type { DiagnosticSink } from '../diagnostics/types';
import type { FeaturesManifest } from '../manifestTypes';
import type { MessageKey } from '../i18n/messages.en';
import type { LocalizedMessage, PatternId } from './patterns';

/** Registration modes (SPEC section 4): by username, or by mobile number. */
export const REGISTRATION_MODES = ['register', 'registerMobile'] as const;
export type RegistrationMode = (typeof REGISTRATION_MODES)[number];

/** The white-label switches that shape the registration form. */
export type RegistrationSwitches = Readonly<
  Record<Extract<SwitchName, 'usernameRegistration' | 'mobileRegistration' | 'registrationSms' | 'mobilePasswordOnRegistration'>, boolean>
>;

/** The `registration` block of the features manifest: presentation only. */
export type RegistrationPresentation = NonNullable<FeaturesManifest['registration']>;

/** Input of resolveRegistrationForm. */
export interface ResolveRegistrationFormInput {
  /** `/wps/system/setting/register` value. */
  settings: RegisterSettings;
  switches: RegistrationSwitches;
  presentation?: RegistrationPresentation;
  /** Manifest problems; pointers relative to the features manifest (`/registration/fields/email/hidden`). */
  sink: DiagnosticSink;
  /** Server response problems; pointers into the settings value (`/fields/3/patternId`). */
  serverSink: DiagnosticSink;
  /**
   * The tenant's seed file (tenants/<code>/seed.json), when it has one: hints then name the switch or
   * the field list of that file that the reference server reads.
   */
  seedFile?: string;
}

/** Which layer decided a field's `required`: the server, the manifest, or a SPEC section 5 rule. */
export type RequiredSource = 'server' | 'manifest' | 'rule';
/** Why a field is not shown: the server disabled it, the manifest hid it, or the switches leave it out of the mode. */
export type DisabledBy = 'server' | 'manifest' | 'switch';
export type RegistrationInputType = 'text' | 'password' | 'email' | 'tel' | 'date';

/**
 * One field in one registration mode. `fields` lists every field the form considered, per mode; only
 * the `enabled` ones are shown (selectRegistrationFields).
 */
export interface RegistrationField {
  name: RegistrationFieldName;
  mode: RegistrationMode;
  enabled: boolean;
  disabledBy?: DisabledBy;
  required: boolean;
  requiredSource: RequiredSource;
  /** The pattern whose message describes the rule; `*` when only the length is constrained. */
  patternId?: PatternId;
  /** Regular expression source (`u` flag) the value must match; absent when any value goes. */
  pattern?: string;
  /** Bounds in Unicode code points, as ajv counts them. */
  minLength?: number;
  maxLength?: number;
  /** The pattern message with the bounds substituted; absent when nothing but presence is checked. */
  message?: LocalizedMessage;
  requiredMessage: LocalizedMessage;
  /** confirmPassword: the field whose value it must repeat, and what to say when it does not. */
  equals?: RegistrationFieldName;
  mismatchMessage?: LocalizedMessage;
  labelKey: string;
  inputType: RegistrationInputType;
}

/** Checkboxes of the registration form that must be ticked (SPEC section 5). */
export const REGISTRATION_CHECKBOXES = ['terms', 'ageConfirmed'] as const;
export type RegistrationCheckbox = (typeof REGISTRATION_CHECKBOXES)[number];

/** One SPEC section 5 rule in one mode, in the order the form checks them. */
export type RegistrationRule =
  | { kind: 'required'; mode: RegistrationMode; field: RegistrationFieldName; source: RequiredSource; message: LocalizedMessage }
  | {
      kind: 'pattern';
      mode: RegistrationMode;
      field: RegistrationFieldName;
      patternId: PatternId;
      pattern?: string;
      minLength?: number;
      maxLength?: number;
      message: LocalizedMessage;
    }
  | { kind: 'equals'; mode: RegistrationMode; field: RegistrationFieldName; other: RegistrationFieldName; messageKey: MessageKey; message: LocalizedMessage }
  | { kind: 'checked'; mode: RegistrationMode; field: RegistrationCheckbox; messageKey: MessageKey; message: LocalizedMessage };

/** The resolved registration form: modes, fields with their rules and messages, SMS countdown. */
export interface RegistrationForm {
  /** The mode the form opens in: registerMobile when the mobile-registration switch is on. */
  regType: RegistrationMode;
  /** The modes the switches allow, always including regType, in REGISTRATION_MODES order. */
  modes: RegistrationMode[];
  fields: RegistrationField[];
  rules: RegistrationRule[];
  /** SMS resend countdown: 60 s times the server's expiry minutes (1 minute when not given). */
  smsCountdownSeconds: number;
}
