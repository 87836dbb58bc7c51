import { didYouMean } from '../diagnostics/suggest';
import type { DiagnosticSink } from '../diagnostics/types';
import { MESSAGE_KEYS, isMessageKey } from '../i18n/translate';
import { escapeSegment } from '../load/pointer';
import type { FeaturesManifest } from '../manifestTypes';

/** Cross-references of one features layer: copy keys and the tenant's own code (stage 4, lint). */
export function lintFeatures(features: FeaturesManifest, sink: DiagnosticSink, tenantFolder: string | undefined): void {
  // Runs on manifests that failed the schema too; skips what does not have the expected shape.
  const copy: unknown = features.copy;
  for (const [language, entries] of Object.entries(copy !== null && typeof copy === 'object' ? copy : {})) {
    for (const key of Object.keys(entries !== null && typeof entries === 'object' ? (entries as object) : {})) {
      if (isMessageKey(key)) continue;
      sink.report({
        code: 'COPY_KEY_UNKNOWN',
        pointer: `/copy/${language}/${escapeSegment(key)}`,
        atKey: true,
        message: `"${key}" is not an interface text`,
        hint: didYouMean(key, MESSAGE_KEYS, 'a message key:'),
      });
    }
  }
  const code: unknown = (features.tenant as { code?: unknown } | undefined)?.code;
  if (tenantFolder !== undefined && typeof code === 'string' && code !== tenantFolder) {
    sink.report({
      code: 'TENANT_CODE_MISMATCH',
      pointer: '/tenant/code',
      message: `tenant code "${code}" differs from its folder "${tenantFolder}"`,
      hint: `use "${tenantFolder}", or rename the folder`,
    });
  }
}
