export { SERVER_PROFILES, SERVER_PROFILE_DESCRIPTIONS, isServerProfileName } from './serverProfiles';
export type { ServerProfileName, ServerSnapshot } from './serverProfiles';
export { buildServerSnapshot, PROFILE_VISITOR_IP } from './buildServerSnapshot';
export { buildGameMenus, buildVendorEntry, vendorIconPath, VENDOR_DISPLAY_NAMES } from './buildGameMenus';
export { buildRegisterSettings } from './buildRegisterSettings';
export type { RegisterSettingsOptions, RegisterSettingsPreset } from './buildRegisterSettings';
export { memberInfoFor } from './memberInfoFor';
export type { DemoAccountKind } from './memberInfoFor';
export { DEFAULT_SEED } from './defaultSeed';
