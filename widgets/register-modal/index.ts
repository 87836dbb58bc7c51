export { RegisterModalWidget, DEFAULT_TERMS_URL } from './RegisterModalWidget';
export {
  compileRegistrationChecks, validateRegistration, registrationValuesOf, emptyRegistrationValues, codePointLength, DIALING_CODE_PATTERN,
} from './validateRegistration';
export type { RegistrationChecks, RegistrationErrors, RegistrationPayload, RegistrationValues, FieldError } from './validateRegistration';
