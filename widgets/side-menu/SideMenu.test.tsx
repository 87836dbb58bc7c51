// @vitest-environment jsdom
import { act, cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ResolvedSite, SiteView } from '../../engine/index';
import type { SitePermission } from '../../schemas/server/site-permission';
import { stubIntersectionObserver } from '../kit/ui/testing/intersection';
import { renderWidget } from '../portal-context/testing/renderWithPortal';
import { SideMenu } from './SideMenu';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

// The side menu's parts that the download block reads; the rest of a site is not needed.
const SITE = {
  sideMenu: { blocks: [{ id: 'appDownload', label: { pt: 'Baixar app', en: 'Download app' } }] },
  icons: { appDownload: 'smartphone' },
  status: {},
  languages: { supported: ['pt', 'en'], default: 'pt' },
} as unknown as Partial<ResolvedSite>;
const VIEW = { sideMenu: [{ id: 'appDownload', label: 'Download app' }], footer: { social: [] } } as unknown as Partial<SiteView>;
// The two packages the codes point at (SPEC section 3: site permission resources).
const PERMISSION = { info: { resources: [{ labelNameEn: 'iOS', url: '/download/ios' }, { labelNameEn: 'Android', url: '/download/android' }] } } as unknown as SitePermission;

function renderMenu() {
  const sitePermission = vi.fn(() => PERMISSION);
  const view = renderWidget(<SideMenu width={240} collapsedWidth={64} />, { site: SITE, view: VIEW, calls: { sitePermission } });
  return { ...view, sitePermission };
}

/** The page's load and idle moment (useWhenIdle), and then some: what waits for idle alone has come by now. */
async function pastIdle(): Promise<void> {
  await act(async () => {
    await new Promise((resolve) => { setTimeout(resolve, 50); });
  });
}

describe('SideMenu: the app download QR codes', () => {
  it('draws the codes only once the download entry nears the viewport, not at idle alone', async () => {
    const viewport = stubIntersectionObserver();
    const { container } = renderMenu();
    expect(container.querySelector('[data-block="appDownload"] .side-menu__entry')).not.toBeNull();
    await pastIdle();
    await viewport.report(false);
    await pastIdle();
    // Far below the fold (a phone's side menu follows the page): nothing loaded, nothing encoded.
    expect(container.querySelector('.side-menu__qr')).toBeNull();

    await viewport.report(true);
    const codes = await screen.findAllByRole('img', {}, { timeout: 5000 });
    expect(codes.map((code) => code.getAttribute('data-qr-text'))).toEqual(['http://localhost:3000/download/ios', 'http://localhost:3000/download/android']);
    expect(container.querySelectorAll('.side-menu__qr li')).toHaveLength(2);
  });

  it('draws them at idle where the browser has no IntersectionObserver', async () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    const { container } = renderMenu();
    expect(await screen.findAllByRole('img', {}, { timeout: 5000 })).toHaveLength(2);
    expect(container.querySelector('.side-menu__qr')).not.toBeNull();
  });
});
