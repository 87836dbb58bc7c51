// @vitest-environment jsdom
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Announcement, AnnouncementsValue } from '../../schemas/api/home';
import { renderWidget } from '../portal-context/testing/renderWithPortal';
import { widgetRegistry } from '../registry';
import { adoptDrawnPopup, drawnPopupHtml, forgetDrawnPopup, hasDrawnPopup } from './drawnPopup';
import type { PublicAnnouncementModalWidget } from './PublicAnnouncementModalWidget';

// The sanitiser's chunk, counted: the point is that a drawn popup is taken over without it.
const sanitizer = vi.hoisted(() => ({ imports: 0 }));
vi.mock('../notice-modal/sanitizeNoticeHtml', () => {
  sanitizer.imports += 1;
  return {
    preparePurifier: () => undefined,
    sanitizeNoticeHtml: (html: string) => `<p>sanitised:</p>${html.replace(/<script[\s\S]*?<\/script>/g, '')}`,
  };
});

afterEach(() => {
  cleanup();
  forgetDrawnPopup();
});

const SITE = { tenant: { code: 'lusa', name: 'Lusa', merchantCode: 'LUSA', domains: [], title: { pt: 'Lusa', en: 'Lusa' } } };

function announcement(id: number): Announcement {
  return { id, title: `Popup ${id}`, content: `<p>Body ${id}</p><script>alert(${id})</script>`, promotionType: 'PU', execution: 'B', publishTime: '2025-01-01T00:00:00Z' };
}

const answer = (list: Announcement[]): AnnouncementsValue => ({ list, pageNo: 1, totalPages: 1, totalCount: list.length });

/** A page as the server draws it with the popup open on announcement `id`. */
function drawnPage(id: number, html: string): HTMLElement {
  const root = document.createElement('div');
  root.innerHTML = `<header>frame</header><div role="dialog"><article class="public-announcement-modal__item" data-announcement="${id}"><h3>Popup ${id}</h3><div class="public-announcement-modal__content">${html}</div></article></div>`;
  return root;
}

describe('a server-drawn popup', () => {
  it('keeps the content the server drew, by announcement', () => {
    expect(adoptDrawnPopup(drawnPage(3, '<p>Drawn <b>3</b></p>'))).toBe(true);
    expect(hasDrawnPopup()).toBe(true);
    expect(drawnPopupHtml(3)).toBe('<p>Drawn <b>3</b></p>');
    expect(drawnPopupHtml(4)).toBeUndefined();
  });

  it('is not found on a page without one', () => {
    const root = document.createElement('div');
    root.innerHTML = '<header>frame</header><main><article data-announcement="3"></article></main>';
    expect(adoptDrawnPopup(root)).toBe(false);
    expect(hasDrawnPopup()).toBe(false);
  });

  it('is taken over without the sanitiser, which loads only for an announcement the server did not draw', async () => {
    adoptDrawnPopup(drawnPage(3, '<p>Drawn 3</p>'));
    const Widget = (await widgetRegistry['public-announcement-modal'].load?.()) as typeof PublicAnnouncementModalWidget;
    expect(sanitizer.imports).toBe(0);
    renderWidget(<Widget />, { session: 'anonymous', site: SITE, calls: { announcements: () => answer([announcement(3), announcement(7)]) }, modal: { modal: 'public-announcement-modal' } });
    // At once, as drawn, and without loading the sanitiser.
    expect(screen.getByRole('heading', { name: 'Popup 3' })).toBeTruthy();
    expect(screen.getByText('Drawn 3')).toBeTruthy();
    expect(sanitizer.imports).toBe(0);

    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByRole('heading', { name: 'Popup 7' })).toBeTruthy();
    expect(await screen.findByText('Body 7')).toBeTruthy();
    expect(sanitizer.imports).toBe(1);
    expect(document.querySelector('script')).toBeNull();
    // Once it is loaded, every content goes through it, the drawn one included.
    fireEvent.click(screen.getByRole('button', { name: 'Previous' }));
    expect(await screen.findByText('Body 3')).toBeTruthy();
    expect(screen.queryByText('Drawn 3')).toBeNull();
    expect(screen.getAllByText('sanitised:')).toHaveLength(1);
  });
});
