/**
 * The tenants module's public face: what other modules, the routes and the operator commands may use.
 * Everything else in this folder is its own (the lint rule of the server's house enforces it).
 */
export {
  SOCIAL_SMS_EXPIRY_MINUTES, readTenantState, registrationInputsOf, seedOf, serverSnapshotOf, smsExpiryMinutesOf, whitelabelOf, writeTenantStatus, writeTenantSwitches,
  type RegistrationInputs, type StatusCode,
  type TenantState,
} from './tenantState';
export { loadTenants, type TenantInfo, type TenantRegistry } from './tenants';
export { localOffsetMinutes } from './localTime';
