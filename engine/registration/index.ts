export { ANY_PATTERN_ID, ANY_VALUE_MESSAGE, ACCEPTED_FORMAT_MESSAGE, LENGTH_SENTENCES, PATTERNS, PATTERN_IDS, isKnownPatternId } from './patterns';
export type { LocalizedMessage, PatternDefinition, PatternId } from './patterns';
export { formatPatternMessage, formatPatternMessages } from './formatPatternMessage';
export { localizeFormMessage } from './formMessages';
export type { FormMessageKey } from './formMessages';
export type { LengthBounds, PatternMessageOverrides } from './formatPatternMessage';
export { readRegisterSettings } from './readRegisterSettings';
export type { ServerFieldRule, ServerRegistrationRules } from './readRegisterSettings';
export { readRegistrationPresentation } from './readRegistrationPresentation';
export type { FieldPresentation, RegistrationChoices } from './readRegistrationPresentation';
export { resolveRegistrationForm } from './resolveRegistrationForm';
export { DEFAULT_PASSWORD, PASSWORD_POLICY, PRINTABLE_PATTERN } from './accountPolicy';
export { EVERY_REGISTRATION_MODE, followsAccountRule, resolveAccountRules } from './resolveAccountRules';
export type { AccountRules, AccountValueRule } from './resolveAccountRules';
export { selectRegistrationFields } from './selectRegistrationFields';
export { registrationFormToJsonSchema } from './registrationFormToJsonSchema';
export type { RegistrationPayloadSchema, RegistrationValueSchema } from './registrationFormToJsonSchema';
export { REGISTRATION_CHECKBOXES, REGISTRATION_MODES } from './types';
export type {
  DisabledBy,
  RegistrationCheckbox,
  RegistrationField,
  RegistrationForm,
  RegistrationInputType,
  RegistrationMode,
  RegistrationPresentation,
  RegistrationRule,
  RegistrationSwitches,
  RequiredSource,
  ResolveRegistrationFormInput,
} from './types';
