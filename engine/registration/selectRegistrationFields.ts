import type { RegistrationField, RegistrationForm, RegistrationMode } from './types';

/** The fields shown in `mode`, in form order. */
export function selectRegistrationFields(form: RegistrationForm, mode: RegistrationMode): RegistrationField[] {
  return form.fields.filter((field) => field.mode === mode && field.enabled);
}
