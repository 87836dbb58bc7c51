import { describe, expect, it } from 'vitest';
import type { PageRenderInput } from '../../schemas/api/boot';
import { buildTenant } from '../../engine/cli/checkTenants';
import { renderPortalPage } from './renderPage';

describe('the server-side render and the spelling of a path', () => {
  it('leaves another spelling of a route\'s path to the browser, which replaces it with the route\'s own', async () => {
    const { site } = buildTenant('lusa', 'seeded');
    expect(site).toBeDefined();
    let fetched = 0;
    const input = (path: string): PageRenderInput => ({
      site: site as unknown as Record<string, unknown>,
      path,
      answers: {},
      cookies: '',
      fetchAnswers: () => { fetched += 1; return Promise.resolve({}); },
    });
    for (const path of ['/PROMOTIONS', '/promotions/', '/Help']) expect(await renderPortalPage(input(path)), path).toBeUndefined();
    // Nothing was asked of the API for them: the render stopped before drawing.
    expect(fetched).toBe(0);
  });
});
