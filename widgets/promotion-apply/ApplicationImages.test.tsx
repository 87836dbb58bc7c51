// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ApplicationsValue, PromotionApplication } from '../../schemas/api/applications';
import type { ResolvedSite } from '../../engine/index';
import type { Promotion } from '../../schemas/api/system';
import { renderWidget } from '../portal-context/testing/renderWithPortal';
import { PromotionApplicationPanel } from './PromotionApplication';

const promotion: Promotion = { id: 101, title: 'First deposit', type: 'DEPOSIT', content: '<p>x</p>', image: '/img/p.svg', application: { bonus: '20.00' } };
const application: PromotionApplication = { id: 'A7', promotionId: 101, status: 'applying', comment: '', images: 2, bonus: '20.00', remark: '', time: '2026-11-26T00:00:00.000Z' };

/** A fake fetch by path: an image blob, a refusal with its JSON body, or a network failure. */
type Answer = { blob: Blob } | { status: number; body: unknown } | 'offline';
function fakeFetch(answers: Record<string, Answer>) {
  return vi.fn((url: string, _init?: RequestInit) => {
    const answer = answers[url];
    if (answer === undefined || answer === 'offline') return Promise.reject(new TypeError('Failed to fetch'));
    if ('blob' in answer) return Promise.resolve({ ok: true, status: 200, blob: () => Promise.resolve(answer.blob) } as unknown as Response);
    return Promise.resolve({ ok: false, status: answer.status, json: () => Promise.resolve(answer.body) } as unknown as Response);
  });
}

let created: string[];
let revoked: string[];
beforeEach(() => {
  created = [];
  revoked = [];
  let next = 0;
  // jsdom has no object URLs: these record what the widget makes and gives back.
  vi.stubGlobal('URL', Object.assign(globalThis.URL, {
    createObjectURL: vi.fn(() => { const url = `blob:test/${++next}`; created.push(url); return url; }),
    revokeObjectURL: vi.fn((url: string) => { revoked.push(url); }),
  }));
});
afterEach(() => { cleanup(); vi.unstubAllGlobals(); });

function render(token: string | undefined = 'tok-1', tokenRefused?: () => void) {
  const promotionApplications = vi.fn((): ApplicationsValue => ({ list: [application] }));
  return renderWidget(<PromotionApplicationPanel promotion={promotion} />, {
    session: 'member',
    site: { copy: {}, tenant: { merchantCode: 'LD01' } as ResolvedSite['tenant'] },
    sessionValue: { token, ...(tokenRefused ? { tokenRefused } : {}) },
    calls: { promotionApplications },
  });
}

const PATH = '/wps/v2/promotions/applications/A7/images';

describe('application images', () => {
  it('fetches each image with the session token as a blob, opens one in the dialog by keyboard, and revokes the URLs on unmount', async () => {
    const fetch = fakeFetch({ [`${PATH}/1`]: { blob: new Blob(['a'], { type: 'image/png' }) }, [`${PATH}/2`]: { blob: new Blob(['b'], { type: 'image/jpeg' }) } });
    vi.stubGlobal('fetch', fetch);
    const { unmount } = render();
    await waitFor(() => expect(screen.getAllByTestId('application-image')).toHaveLength(2));
    expect(fetch).toHaveBeenCalledTimes(2);
    const init = fetch.mock.calls[0]![1] as RequestInit | undefined;
    expect(init?.headers).toEqual({ Authorization: 'Bearer tok-1', 'x-merchant-code': 'LD01' });
    const thumbnails = screen.getAllByTestId('application-image');
    expect(thumbnails.map((b) => b.querySelector('img')?.getAttribute('src')).sort()).toEqual([...created].sort());

    const first = screen.getByRole('button', { name: 'Open image 1' });
    first.focus();
    fireEvent.click(first);
    const dialog = await screen.findByRole('dialog', { name: 'Image 1' });
    expect(dialog.contains(document.activeElement)).toBe(true);
    expect(screen.getByRole('img', { name: 'Image 1' }).getAttribute('src')).toBe(first.querySelector('img')?.getAttribute('src'));
    fireEvent.keyDown(dialog, { key: 'Escape' });
    expect(screen.queryByRole('dialog', { name: 'Image 1' })).toBeNull();
    expect(document.activeElement).toBe(first);

    expect(revoked).toEqual([]);
    act(() => unmount());
    expect(revoked.sort()).toEqual([...created].sort());
  });

  it('shows the catalogue message in place of an image the server refuses or the network loses', async () => {
    vi.stubGlobal('fetch', fakeFetch({ [`${PATH}/1`]: { status: 404, body: { success: false, code: 'error.notFound' } }, [`${PATH}/2`]: 'offline' }));
    render();
    await waitFor(() => expect(screen.getAllByTestId('application-image-failure')).toHaveLength(2));
    const texts = screen.getAllByTestId('application-image-failure').map((li) => li.textContent);
    expect(texts).toEqual(['Not found', 'Network link is abnormal, please try again']);
    expect(screen.queryByTestId('application-image')).toBeNull();
    expect(created).toEqual([]);
  });

  it('tells the shell the token was refused on a 401, as the API client does for a call, and not on other refusals', async () => {
    const tokenRefused = vi.fn();
    vi.stubGlobal('fetch', fakeFetch({ [`${PATH}/1`]: { status: 401, body: { success: false, code: 'error.notLoggedIn' } }, [`${PATH}/2`]: { status: 404, body: { success: false, code: 'error.notFound' } } }));
    render('tok-old', tokenRefused);
    await waitFor(() => expect(screen.getAllByTestId('application-image-failure')).toHaveLength(2));
    expect(tokenRefused).toHaveBeenCalledTimes(1);
  });
});
