import { validateFeaturesManifest, validateLayoutManifest, validateSeed } from '../generated/validators.js';
import { DiagnosticCollector, sortDiagnostics } from '../diagnostics/collect';
import { sinkByProvenance } from '../diagnostics/sinkByProvenance';
import type { Diagnostic, DiagnosticSink } from '../diagnostics/types';
import { didYouMean } from '../diagnostics/suggest';
import { ENGINE_DEFAULT_FEATURES, ENGINE_DEFAULT_LAYER, ENGINE_DEFAULT_LAYOUT } from '../defaults/engineDefaults';
import { readManifest, type SourceFile } from '../load/readManifest';
import { builtInPaths, lintLayout } from '../lint/lintLayout';
import { BUILT_IN_PAGES, BUILT_IN_ROUTES } from '../defaults/builtInRoutes';
import { escapeSegment } from '../load/pointer';
import { isRecord } from '../isRecord';
import { lintFeatures } from '../lint/lintFeatures';
import { lintLanguages } from '../lint/lintLanguages';
import { lintHiddenEntries } from '../lint/lintHiddenEntries';
import { lintOperatorHtml } from '../lint/lintOperatorHtml';
import type { HtmlInspector } from '../sanitize/operatorHtml';
import { lintThemeContrast } from '../lint/lintContrast';
import { mergeLayers, type Provenance } from '../merge/mergeLayers';
import { migrateManifest, type ManifestKind } from '../migrate/migrateManifest';
import { runValidator } from '../validate/reportSchemaErrors';
import type { StandaloneValidator } from '../validate/standaloneValidator';
import type { FeaturesManifest, LayoutManifest, Seed } from '../manifestTypes';
import type { LayerSource } from './layerSource';
import { JURISDICTIONS, type Jurisdiction } from '../../schemas/jurisdiction';
import { isOneOf } from '../isOneOf';
import { JURISDICTION_PROFILES, jurisdictionLayerLabel } from '../jurisdictions/profiles';
import { checkJurisdiction, fillProfileTexts, type Acknowledgement } from '../jurisdictions/checkJurisdiction';

/** The manifest files of one tenant and of the presets it may extend. */
export interface TenantSources {
  /** Folder name under tenants/. */
  tenant: string;
  layout?: SourceFile;
  features?: SourceFile;
  seed?: SourceFile;
  presets: Record<string, { layout?: SourceFile; features?: SourceFile }>;
}

/** A tenant's manifests after load, migrate, validate, lint and merge. */
export interface CompiledTenant {
  tenant: string;
  layout: LayoutManifest;
  features: FeaturesManifest;
  seed?: Seed;
  provenance: { layout: Provenance; features: Provenance };
  /** Layers per manifest kind, lowest precedence first. */
  layers: { layout: LayerSource[]; features: LayerSource[] };
  /** The jurisdiction profile the site runs under, and the review rules the manifest acknowledged. */
  jurisdiction?: { code: Jurisdiction; layer: string; acknowledged: Acknowledgement[] };
}

/** What the check is handed from outside the engine. */
export interface CompileOptions {
  /** The portal's sanitiser over a DOM (the engine has none): operator HTML is inspected when given. */
  inspectHtml?: HtmlInspector;
}

export interface CompileResult {
  compiled?: CompiledTenant;
  diagnostics: Diagnostic[];
}

const VALIDATORS: Record<ManifestKind, StandaloneValidator> = {
  layout: validateLayoutManifest,
  features: validateFeaturesManifest,
  seed: validateSeed,
};

interface LoadedLayer<T> {
  value: T;
  /** False when the schema found errors: the layer is still linted, never merged. */
  valid: boolean;
  source: LayerSource;
  sink: DiagnosticSink;
}

/** Stages 1 to 3 for one file: load with positions, migrate, validate. Undefined when unusable. */
function loadFile<T>(kind: ManifestKind, file: SourceFile, tenant: string, label: string, collector: DiagnosticCollector): LoadedLayer<T> | undefined {
  const loaded = readManifest(file);
  const sink = collector.forFile(tenant, file.path, loaded.locator);
  for (const problem of loaded.problems) sink.report(problem);
  if (loaded.value === undefined) return undefined;
  const migrated = migrateManifest(kind, loaded.value, sink);
  if (migrated === undefined) return undefined;
  if (migrated === null || typeof migrated !== 'object' || Array.isArray(migrated)) {
    runValidator(VALIDATORS[kind], migrated, sink);
    return undefined;
  }
  const valid = runValidator(VALIDATORS[kind], migrated, sink);
  return { value: migrated as T, valid, source: { label, file: file.path, locator: loaded.locator, tenant, value: migrated }, sink };
}

function presetHint(name: string, presets: string[]): string {
  if (presets.length === 0) return `there are no presets yet: create tenants/presets/${name}/, or remove "extends"`;
  return didYouMean(name, presets, 'a preset:');
}

/** Follows `extends` through the presets, reporting unknown targets and cycles. */
function presetChain<T extends { extends?: string }>(
  kind: 'layout' | 'features',
  own: LoadedLayer<T>,
  sources: TenantSources,
  collector: DiagnosticCollector,
): LoadedLayer<T>[] | undefined {
  const chain: LoadedLayer<T>[] = [];
  const seen = new Set<string>();
  let current = own;
  while (typeof current.value.extends === 'string') {
    const name = current.value.extends;
    const presetFile = sources.presets[name]?.[kind];
    if (seen.has(name)) {
      current.sink.report({ code: 'EXTENDS_CYCLE', pointer: '/extends', message: `presets extend each other in a cycle through "${name}"`, hint: 'remove one "extends"' });
      return undefined;
    }
    seen.add(name);
    if (presetFile === undefined) {
      current.sink.report({
        code: 'EXTENDS_UNKNOWN',
        pointer: '/extends',
        message: `there is no preset "${name}" with a ${kind} manifest`,
        hint: presetHint(name, Object.keys(sources.presets).filter((p) => sources.presets[p]?.[kind] !== undefined)),
      });
      return undefined;
    }
    const loaded = loadFile<T>(kind, presetFile, `preset:${name}`, `preset ${name} (${presetFile.path})`, collector);
    if (loaded === undefined) return undefined;
    chain.unshift(loaded);
    current = loaded;
  }
  return chain;
}


/** Warns about each page a route shows that has no widget left once the layers are merged. */
function reportEmptyPages(layout: LayoutManifest, sink: DiagnosticSink): void {
  const routed = new Set([...BUILT_IN_PAGES, ...(layout.routes ?? []).flatMap((r) => (r.page !== undefined && r.remove !== true ? [r.page] : []))]);
  for (const [page, placements] of Object.entries(layout.pages ?? {})) {
    if (!routed.has(page) || placements.length > 0) continue;
    const paths = [...BUILT_IN_ROUTES.filter((r) => r.page === page).map((r) => r.path), ...(layout.routes ?? []).filter((r) => r.page === page).flatMap((r) => r.path ?? [])];
    sink.report({
      code: 'PAGE_EMPTY',
      severity: 'warning',
      pointer: `/pages/${escapeSegment(page)}`,
      atKey: true,
      message: `the page "${page}" has no widgets once the layers are merged; ${paths.join(', ')} would show an empty page`,
      hint: 'place a widget on it, or remove the route',
    });
  }
}

/** Stages 1 to 5 for one tenant: every diagnostic of every file in one pass, then the merged manifests. */
export function compileTenant(sources: TenantSources, options: CompileOptions = {}): CompileResult {
  const collector = new DiagnosticCollector();
  const tenantSink = collector.forFile(sources.tenant, `tenants/${sources.tenant}`);
  if (sources.layout === undefined || sources.features === undefined) {
    for (const [kind, file] of [['layout', sources.layout], ['features', sources.features]] as const) {
      if (file === undefined) tenantSink.report({ code: 'FILE_MISSING', pointer: '', message: `tenants/${sources.tenant}/${kind}.json is missing`, hint: 'npm run tenants -- new <code> scaffolds both files' });
    }
  }
  const tenantLabel = (path: string) => `tenant (${path})`;
  const layout = sources.layout && loadFile<LayoutManifest>('layout', sources.layout, sources.tenant, tenantLabel(sources.layout.path), collector);
  const features = sources.features && loadFile<FeaturesManifest>('features', sources.features, sources.tenant, tenantLabel(sources.features.path), collector);
  const seed = sources.seed && loadFile<Seed>('seed', sources.seed, sources.tenant, tenantLabel(sources.seed.path), collector);

  const layoutChain = layout ? presetChain('layout', layout, sources, collector) : undefined;
  const featuresChain = features ? presetChain('features', features, sources, collector) : undefined;

  const defaultsLayer: LayerSource = { label: ENGINE_DEFAULT_LAYER, tenant: sources.tenant };
  const layoutLayers = layout && layoutChain ? [...layoutChain, layout] : undefined;
  const featureLayers = features && featuresChain ? [...featuresChain, features] : undefined;

  if (layoutLayers) {
    const customPages = new Set(
      layoutLayers.flatMap((l) => (Array.isArray(l.value.routes) ? l.value.routes : []).flatMap((r: unknown) => {
        const page = (r as { page?: unknown } | null)?.page;
        return typeof page === 'string' ? [page] : [];
      })),
    );
    const paths = builtInPaths();
    // Pages some layer lists widgets for: the engine's, the presets' and the tenant's own.
    const definedPages = new Set([
      ...Object.keys(ENGINE_DEFAULT_LAYOUT.pages),
      ...layoutLayers.flatMap((l) => (isRecord(l.value.pages) ? Object.keys(l.value.pages) : [])),
    ]);
    for (const l of layoutLayers) lintLayout(l.value, l.sink, customPages, paths, definedPages);
  }
  if (featureLayers) {
    for (const l of featureLayers) lintFeatures(l.value, l.sink, l === features ? sources.tenant : undefined);
  }

  const allValid = [...(layoutLayers ?? []), ...(featureLayers ?? []), ...(seed ? [seed] : [])].every((l) => l.valid);
  if (!layoutLayers || !featureLayers || (sources.seed !== undefined && seed === undefined) || !allValid || collector.hasErrors) {
    return { diagnostics: sortDiagnostics(collector.diagnostics) };
  }

  // The jurisdiction profile is a layer above the presets and below the tenant's own manifest.
  const named = featureLayers.flatMap((l) => (l.value.jurisdiction !== undefined && isOneOf(JURISDICTIONS, l.value.jurisdiction) ? [l.value.jurisdiction] : [])).at(-1);
  const profile = named === undefined ? undefined : JURISDICTION_PROFILES[named];
  const profileLayer: LayerSource | undefined = named === undefined ? undefined : { label: jurisdictionLayerLabel(named), tenant: sources.tenant };
  const underTenant = <T,>(list: T[], extra: T | undefined): T[] => (extra === undefined ? list : [...list.slice(0, -1), extra, ...list.slice(-1)]);

  const mergedFeatures = mergeLayers([
    { label: defaultsLayer.label, value: ENGINE_DEFAULT_FEATURES },
    ...underTenant(featureLayers.map((l) => ({ label: l.source.label, value: l.value as unknown })), profileLayer && { label: profileLayer.label, value: profile?.defaults?.features }),
  ]);
  const mergedF = mergedFeatures.value as FeaturesManifest;
  // The profile's layout texts name features values ("{/legal/name}"): filled once the features are merged.
  const profileLayout = profileLayer && { label: profileLayer.label, value: fillProfileTexts(profile?.defaults?.layout, mergedF) };
  const mergedLayout = mergeLayers([
    { label: defaultsLayer.label, value: ENGINE_DEFAULT_LAYOUT },
    ...underTenant(layoutLayers.map((l) => ({ label: l.source.label, value: l.value as unknown })), profileLayout),
  ]);

  const layers = {
    layout: [defaultsLayer, ...underTenant(layoutLayers.map((l) => l.source), profileLayer)],
    features: [defaultsLayer, ...underTenant(featureLayers.map((l) => l.source), profileLayer)],
  };
  const featureSink = sinkByProvenance(layers.features, mergedFeatures.provenance, collector, tenantSink, mergedF);
  if (mergedF.tenant === undefined) {
    featureSink.report({ code: 'SCHEMA_REQUIRED', pointer: '', message: 'missing required key "tenant"', hint: 'add "tenant": { "code", "name", "merchantCode", "domains" }' });
  }
  const langs = mergedF.languages;
  if (langs?.default !== undefined && langs.supported !== undefined && !langs.supported.includes(langs.default)) {
    featureSink.report({
      code: 'LANGUAGE_DEFAULT_UNSUPPORTED',
      pointer: '/languages/default',
      message: `the default language "${langs.default}" is not among the supported ones (${langs.supported.join(', ')})`,
      hint: `add "${langs.default}" to languages.supported`,
    });
  }
  if (collector.hasErrors) return { diagnostics: sortDiagnostics(collector.diagnostics) };
  const layoutSink = sinkByProvenance(layers.layout, mergedLayout.provenance, collector, tenantSink, mergedLayout.value);
  lintLanguages(
    { layout: mergedLayout.value, features: mergedF },
    { supported: langs?.supported ?? ['pt', 'en'], default: langs?.default ?? 'pt' },
    { layout: layoutSink, features: featureSink },
  );
  lintHiddenEntries(mergedLayout.value as LayoutManifest, mergedF, layoutSink);
  if (options.inspectHtml !== undefined) lintOperatorHtml(mergedLayout.value as LayoutManifest, options.inspectHtml, layoutSink);
  lintThemeContrast(mergedF, mergedFeatures.provenance, layers.features.map((l) => l.label), featureSink);
  reportEmptyPages(mergedLayout.value as LayoutManifest, layoutSink);
  let acknowledged: Acknowledgement[] = [];
  const errorsBefore = collector.diagnostics.filter((d) => d.severity === 'error').length;
  if (profile !== undefined && profileLayer !== undefined) {
    acknowledged = checkJurisdiction({
      profile,
      layerLabel: profileLayer.label,
      features: mergedF,
      layout: mergedLayout.value,
      seed: seed?.value,
      provenance: { features: mergedFeatures.provenance, layout: mergedLayout.provenance },
      sinks: { features: featureSink, layout: layoutSink, ...(seed ? { seed: seed.sink } : {}) },
    });
  } else if ((mergedF.acknowledgements ?? []).length > 0) {
    featureSink.report({
      code: 'JURISDICTION_REVIEW',
      pointer: '/acknowledgements',
      message: 'the site runs under no jurisdiction profile: there is no review rule to acknowledge',
      hint: 'name the profile ("jurisdiction": "BR"), or remove "acknowledgements"',
    });
  }
  // A site the law forbids is not built: the check's errors stop it as the schema's do.
  if (collector.diagnostics.filter((d) => d.severity === 'error').length > errorsBefore) return { diagnostics: sortDiagnostics(collector.diagnostics) };

  const compiled: CompiledTenant = {
    tenant: sources.tenant,
    layout: mergedLayout.value as LayoutManifest,
    features: mergedF,
    provenance: { layout: mergedLayout.provenance, features: mergedFeatures.provenance },
    layers,
  };
  if (seed) compiled.seed = seed.value;
  if (named !== undefined && profileLayer !== undefined) compiled.jurisdiction = { code: named, layer: profileLayer.label, acknowledged };
  return { compiled, diagnostics: sortDiagnostics(collector.diagnostics) };
}
