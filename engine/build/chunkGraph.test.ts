import { describe, expect, it } from 'vitest';
import type { Language } from '../../schemas/domain';
import type { ResolvedSite } from '../types';
import { catalogueKey, homeRouteFiles, type BuildManifest } from './chunkGraph';

/** The chunk graph's shape in a real build: the catalogues are chunks named after their module (other chunks import them too). */
const MANIFEST: BuildManifest = {
  'index.html': { file: 'assets/index-1.js', src: 'index.html', isEntry: true, imports: ['_runtime-1.js'], dynamicImports: ['_coreMessages.pt-1.js', '_coreMessages.en-1.js'] },
  '_runtime-1.js': { file: 'assets/runtime-1.js', name: 'runtime' },
  '_coreMessages.pt-1.js': { file: 'assets/coreMessages.pt-1.js', name: 'coreMessages.pt', imports: ['_runtime-1.js'] },
  '_coreMessages.en-1.js': { file: 'assets/coreMessages.en-1.js', name: 'coreMessages.en', imports: ['_runtime-1.js'] },
};

function site(language: Language): ResolvedSite {
  return { tenant: { code: 't' }, languages: { default: language, supported: ['pt', 'en'] }, routes: [{ path: '/', widgets: [] }] } as unknown as ResolvedSite;
}

describe('the message catalogues in the chunk graph', () => {
  it('finds the chunk of each language, by name or as its own dynamic entry', () => {
    expect(catalogueKey(MANIFEST, 'pt')).toBe('_coreMessages.pt-1.js');
    expect(catalogueKey(MANIFEST, 'en')).toBe('_coreMessages.en-1.js');
    const own: BuildManifest = { 'engine/i18n/coreMessages.en.ts': { file: 'assets/coreMessages.en-2.js', src: 'engine/i18n/coreMessages.en.ts', isDynamicEntry: true } };
    expect(catalogueKey(own, 'en')).toBe('engine/i18n/coreMessages.en.ts');
    expect(catalogueKey(own, 'pt')).toBeUndefined();
  });

  it("counts the catalogue of the site's default language in the home route, not the other", () => {
    expect(homeRouteFiles(MANIFEST, site('pt'))).toEqual(new Set(['assets/index-1.js', 'assets/runtime-1.js', 'assets/coreMessages.pt-1.js']));
    expect(homeRouteFiles(MANIFEST, site('en'))).toEqual(new Set(['assets/index-1.js', 'assets/runtime-1.js', 'assets/coreMessages.en-1.js']));
  });
});
