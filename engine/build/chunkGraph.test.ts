import { describe, expect, it } from 'vitest';
import type { Language } from '../../schemas/domain';
import type { ResolvedSite } from '../types';
import { catalogueKey, homeRouteFiles, type BuildManifest } from './chunkGraph';

/** The chunk graph's shape in a real build: the catalogues are chunks named after their module (other chunks import them too). */
const MANIFEST: BuildManifest = {
  'index.html': { file: 'assets/index-1.js', src: 'index.html', isEntry: true, imports: ['_runtime-1.js'], dynamicImports: ['_messages.pt-1.js', '_messages.en-1.js'] },
  '_runtime-1.js': { file: 'assets/runtime-1.js', name: 'runtime' },
  '_messages.pt-1.js': { file: 'assets/messages.pt-1.js', name: 'messages.pt', imports: ['_runtime-1.js'] },
  '_messages.en-1.js': { file: 'assets/messages.en-1.js', name: 'messages.en', imports: ['_runtime-1.js'] },
};

function site(language: Language): ResolvedSite {
  return { tenant: { code: 't' }, languages: { default: language, supported: ['pt', 'en'] }, routes: [{ path: '/', widgets: [] }] } as unknown as ResolvedSite;
}

describe('the message catalogues in the chunk graph', () => {
  it('finds the chunk of each language, by name or as its own dynamic entry', () => {
    expect(catalogueKey(MANIFEST, 'pt')).toBe('_messages.pt-1.js');
    expect(catalogueKey(MANIFEST, 'en')).toBe('_messages.en-1.js');
    const own: BuildManifest = { 'engine/i18n/messages.en.ts': { file: 'assets/messages.en-2.js', src: 'engine/i18n/messages.en.ts', isDynamicEntry: true } };
    expect(catalogueKey(own, 'en')).toBe('engine/i18n/messages.en.ts');
    expect(catalogueKey(own, 'pt')).toBeUndefined();
  });

  it("counts the catalogue of the site's default language in the home route, not the other", () => {
    expect(homeRouteFiles(MANIFEST, site('pt'))).toEqual(new Set(['assets/index-1.js', 'assets/runtime-1.js', 'assets/messages.pt-1.js']));
    expect(homeRouteFiles(MANIFEST, site('en'))).toEqual(new Set(['assets/index-1.js', 'assets/runtime-1.js', 'assets/messages.en-1.js']));
  });
});
