// @vitest-environment jsdom
/**
 * The announcement popup on the booted portal, with TanStack Query's cache: the trigger asks for the
 * popup announcements, and the popup it opens shows that answer instead of asking again.
 */
import { configure, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { ApiClient } from '../api/index';
import type { BootResult } from '../boot/bootPortal';
import { bootedTenant, resetPortal } from '../testing/renderWithTenant';
import { PortalApp } from './PortalApp';

afterEach(resetPortal);
// The popup's first render loads and transforms the portal's lazy modules on demand: 0.9 s alone, over
// 5 s when the machine is busy (the test had timed out at 5 s under load). Speed is not what this test
// holds, so the wait is bounded by the test's own timeout (20 s in vite.config.ts), not a guess.
configure({ asyncUtilTimeout: 18_000 });

const POPUP = { id: 9, title: 'Welcome', content: '<p>Hello</p>', promotionType: 'PU', execution: 'B', publishTime: '2026-01-01T00:00:00Z' };

describe('the announcement popup', () => {
  it('asks for the popup announcements once: the popup shows the answer its trigger had', async () => {
    const booted = bootedTenant('lusa');
    const asked: string[] = [];
    const call = (name: string, params?: { types?: string }) => {
      if (name === 'announcements') {
        asked.push(params?.types ?? '');
        const list = params?.types === 'PU' ? [POPUP] : [];
        return Promise.resolve({ list, pageNo: 1, totalPages: 1, totalCount: list.length });
      }
      return Promise.reject(new Error(`not answered in this test: ${name}`));
    };
    // The fake answers announcements only; the typed signature is the real client's.
    const client = { merchantCode: booted.site.tenant.merchantCode, call } as unknown as ApiClient;
    const result: BootResult = { kind: 'ready', ...booted, client };
    window.history.replaceState(null, '', '/');
    render(<PortalApp result={result} />);
    const dialog = await screen.findByRole('dialog', { name: 'Comunicado' });
    expect(dialog.textContent).toContain('Hello');
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(asked.filter((types) => types === 'PU')).toHaveLength(1);
  });
});
