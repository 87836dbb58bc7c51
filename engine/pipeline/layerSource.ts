import type { SourceLocator } from '../load/readManifest';

/**
 * A layer of the merged manifests and the file it came from. Its own module because the
 * diagnostics sink (diagnostics/sinkByProvenance.ts) reads it and compileTenant.ts uses that sink.
 */
export interface LayerSource {
  label: string;
  file?: string;
  locator?: SourceLocator;
  tenant: string;
  /** The layer's own document, to find a merged value's place in its file (entries merge by id). */
  value?: unknown;
}
