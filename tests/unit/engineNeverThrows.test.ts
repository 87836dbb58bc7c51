/**
 * Property: whatever JSON an operator writes (or whatever bytes end up in a manifest file), the
 * engine answers with diagnostics or a site; it never throws.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { buildServerSnapshot, buildSite, viewSite, type TenantSources } from '../../engine/index';
import { readTenantSources } from '../../engine/cli/tenantFiles';

const base = readTenantSources('lusa');
const server = buildServerSnapshot(undefined, 'seeded', 'lusa');

/** JSON values biased towards the shapes manifests use, so generated values reach deep stages. */
const manifestLike = fc.letrec((tie) => ({
  value: fc.oneof(
    { depthSize: 'small' },
    fc.jsonValue(),
    tie('object'),
    fc.array(tie('value'), { maxLength: 4 }),
  ),
  object: fc.dictionary(
    fc.oneof(
      fc.constantFrom('schemaVersion', 'extends', 'pages', 'home', 'widget', 'props', 'routes', 'id', 'path', 'page', 'tenant', 'code', 'domains', 'switches', 'copy', 'registration', 'fields', 'messages', 'theme', 'languages', 'sideMenu', 'blocks', 'remove', 'when'),
      fc.string({ maxLength: 8 }),
    ),
    tie('value'),
    { maxKeys: 6 },
  ),
})).object;

function withText(kind: 'layout' | 'features' | 'seed', text: string): TenantSources {
  return { ...base, [kind]: { path: `tenants/lusa/${kind}.json`, text } };
}

function neverThrows(sources: TenantSources): void {
  const result = buildSite(sources, server);
  expect(Array.isArray(result.diagnostics)).toBe(true);
  if (result.site) viewSite(result.site, { kind: 'member' }, 'pt');
  // A site comes only without errors; errors always come without a site.
  expect(result.site === undefined).toBe(result.diagnostics.some((d) => d.severity === 'error'));
}

describe('the engine never throws', () => {
  it.each(['layout', 'features', 'seed'] as const)('on arbitrary JSON as the %s manifest', (kind) => {
    fc.assert(
      fc.property(fc.oneof(fc.jsonValue(), manifestLike, manifestLike.map((o) => ({ schemaVersion: 2, ...o }))), (value) => {
        neverThrows(withText(kind, JSON.stringify(value)));
      }),
      { numRuns: 300 },
    );
  });

  it('on arbitrary text as a manifest file', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 200 }), (text) => {
        neverThrows(withText('layout', text));
      }),
      { numRuns: 300 },
    );
  });

  it('on a real manifest with one value replaced by arbitrary JSON', () => {
    const features = JSON.parse(base.features?.text ?? '{}') as Record<string, unknown>;
    const keys = Object.keys(features);
    fc.assert(
      fc.property(fc.constantFrom(...keys), fc.jsonValue(), (key, value) => {
        neverThrows(withText('features', JSON.stringify({ ...features, [key]: value })));
      }),
      { numRuns: 300 },
    );
  });
});
