/**
 * The engine's public surface: load, migrate, validate, lint, merge, resolve and view tenant
 * manifests. Pure functions (the browser's catalogue loader, i18n/catalogues.ts, remembers which
 * languages the page has loaded); the shell, the CLI, the server and the tests import only from here.
 */
export { compileTenant } from './pipeline/compileTenant';
export { SANITIZER_CONFIG } from './sanitize/operatorHtml';
export type { HtmlInspector, HtmlRemoval } from './sanitize/operatorHtml';
export { sinkByProvenance } from './diagnostics/sinkByProvenance';
export { lintTenantClaims, writtenClaim, type TenantClaim } from './lint/lintTenantClaims';
export type { CompiledTenant, CompileOptions, CompileResult, TenantSources } from './pipeline/compileTenant';
export type { LayerSource } from './pipeline/layerSource';
export { resolveSite, SERVER_LAYER } from './resolve/resolveSite';
export type { ResolveResult } from './resolve/resolveSite';
export { isRecord } from './isRecord';
export { isOneOf } from './isOneOf';
export { isShippedManifestOf, referralOf, serverSnapshotOf, toCompiledTenant } from './resolve/shippedSite';
export type { BootCallValues, ShippedTenantManifest } from './resolve/shippedSite';
export { buildSite } from './pipeline/buildSite';
export type { BuildSiteResult } from './pipeline/buildSite';
export { viewSite, viewSiteWith, routeAccess, matches } from './view/viewSite';
export { explainValue, withBuiltInRoutes } from './merge/explain';
export type { Explanation } from './merge/explain';
export { mergeLayers } from './merge/mergeLayers';
export type { Layer, Merged, Provenance } from './merge/mergeLayers';
export { readManifest } from './load/readManifest';
export type { LoadedManifest, SourceFile, SourceLocator, SourcePosition } from './load/readManifest';
export { getAtPointer, joinPointer, parsePointer } from './load/pointer';
export { migrateManifest, CURRENT_SCHEMA_VERSION, MIGRATIONS } from './migrate/migrateManifest';
export type { ManifestKind, Migration } from './migrate/migrateManifest';
export { DiagnosticCollector, formatDiagnostic, sortDiagnostics } from './diagnostics/collect';
export { didYouMean, suggest } from './diagnostics/suggest';
export type { Diagnostic, DiagnosticCode, DiagnosticInput, DiagnosticSink, Severity } from './diagnostics/types';
export { BUILT_IN_ROUTES, BUILT_IN_PAGES, agentPageId, memberPageId } from './defaults/builtInRoutes';
export type { BuiltInRoute } from './defaults/builtInRoutes';
export { ENGINE_DEFAULT_FEATURES, ENGINE_DEFAULT_LAYER, ENGINE_DEFAULT_LAYOUT } from './defaults/engineDefaults';
export { CATALOGUES, MESSAGES, MESSAGE_KEYS, isMessageKey, translate } from './i18n/translate';
export {
  errorTextsReady, forgetCatalogues, isLoadedMessageKey, loadCatalogue, loadErrorTexts, loadedCatalogue, onErrorTexts, provideCatalogue,
} from './i18n/catalogues';
export { fillText, hasText, interpolate, pluralBaseOf, pluralCategory, withOverrides } from './i18n/fillText';
export type { TextKeyOf, TextParams } from './i18n/fillText';
export type { Catalogue } from './i18n/catalogues';
export type { CoreMessageKey, CoreTextKey, MessageKey, MessageTextKey } from './i18n/messages.en';
export { LARGE_VENDOR_MENU_ABOVE } from './resolve/resolveMenus';
export { WIDGET_RUNTIME } from './generated/widget-runtime.js';
export { WIDGET_BASICS } from './generated/widget-basics.js';
export { isDeclaredSpelling, normalizedPath, pathKey, routeAtPath } from './resolve/routePath';
export { applyDefaults, defaultsTree } from './resolve/applyDefaults';
export type { DefaultsNode } from './resolve/applyDefaults';
export {
  SERVER_PROFILES, SERVER_PROFILE_DESCRIPTIONS, isServerProfileName, buildServerSnapshot, memberInfoFor, DEFAULT_SEED,
  PROFILE_VISITOR_IP,
} from './profiles';
export type { ServerProfileName, ServerSnapshot } from './profiles';
export type { FeaturesManifest, LayoutManifest, Seed } from './manifestTypes';
export type {
  AgentMenuEntry, LocalizedText, MemberMenuEntry, NavItem, Predicate, ResolvedFooter, ResolvedPlacement, ResolvedRoute,
  ResolvedSignUp, ResolvedSite, ResolvedStatus, ResolvedTheme, RouteAccess, RouteGuard, RouteLayout, SessionContext, SideMenuEntry,
  SiteView, StatusScreen, VendorMenu, ViewRoute,
} from './types';
