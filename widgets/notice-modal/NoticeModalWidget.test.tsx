// @vitest-environment jsdom
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Announcement, AnnouncementsValue } from '../../schemas/api/home';
import type { NoticeModalProps } from '../../schemas/widgets';
import { defaultWidgetProps } from '../defaultWidgetProps';
import { fakeQuery, renderWidget, type FakeAnswer } from '../portal-context/testing/renderWithPortal';
import { NoticeModalWidget, pageOf, sanitizeNoticeHtml } from './index';

afterEach(cleanup);

function notice(id: number, title = `Notice ${id}`, content = `<p>Body ${id}</p>`): Announcement {
  return { id, title, content, promotionType: 'B', execution: 'B', publishTime: '2025-01-01T00:00:00Z' };
}

function page(list: Announcement[]): AnnouncementsValue {
  return { list, pageNo: 1, totalPages: 1, totalCount: list.length };
}

const many = (count: number) => Array.from({ length: count }, (_, i) => notice(i + 1));

const DEFAULTS: NoticeModalProps = { pageSize: 9 };

function renderModal(answer: () => FakeAnswer<AnnouncementsValue>, noticeId: number | null = null, language: 'pt' | 'en' = 'en') {
  const closeNotice = vi.fn();
  const useAnnouncements = vi.fn(fakeQuery(answer));
  const view = renderWidget(<NoticeModalWidget {...DEFAULTS} />, { language, noticeId, data: { useAnnouncements }, actions: { closeNotice } });
  return { ...view, closeNotice, useAnnouncements };
}

const titles = () => within(screen.getByRole('list')).getAllByRole('button').map((b) => b.textContent);

const XSS = [
  '<img src=x onerror=alert(1)>',
  '<script>alert(1)</script>',
  '<a href="javascript:alert(1)">x</a>',
  '<svg onload=alert(1)>',
  '<div style="background-image: url(javascript:alert(1))">styled</div>',
];

describe('NoticeModalWidget', () => {
  it('tests against the schema defaults', () => {
    expect(defaultWidgetProps('notice-modal')).toEqual(DEFAULTS);
  });

  it('is a modal dialog labelled by its title that asks for the notice types in the view language', () => {
    const { useAnnouncements } = renderModal(() => page(many(3)), null, 'pt');
    expect(useAnnouncements).toHaveBeenCalledWith(['B', 'PL', 'PU', 'PR'], 'pt');
    const dialog = screen.getByRole('dialog', { name: 'Avisos' });
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(document.activeElement).toBe(dialog);
  });

  it('opens at the selected id: its page, expanded, with the content shown', () => {
    const scrollIntoView = vi.fn();
    Element.prototype.scrollIntoView = scrollIntoView;
    renderModal(() => page(many(20)), 12);
    expect(screen.getByText('Page 2 of 3')).toBeTruthy();
    const selected = screen.getByRole('button', { name: 'Notice 12' });
    expect(selected.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByText('Body 12')).toBeTruthy();
    expect(screen.queryByText('Body 11')).toBeNull();
    expect(scrollIntoView).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button', { name: 'Notice 11' }).getAttribute('aria-expanded')).toBe('false');
  });

  it('pages by 9 with previous and next', () => {
    renderModal(() => page(many(20)));
    expect(titles()).toEqual(many(9).map((n) => n.title));
    const previous = screen.getByRole('button', { name: 'Previous' });
    expect((previous as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(titles()).toEqual(many(18).slice(9).map((n) => n.title));
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(titles()).toEqual(['Notice 19', 'Notice 20']);
    expect((screen.getByRole('button', { name: 'Next' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Previous' }));
    expect(screen.getByText('Page 2 of 3')).toBeTruthy();
    expect(pageOf(many(20), 9, 9)).toBe(0);
    expect(pageOf(many(20), 10, 9)).toBe(1);
    expect(pageOf(many(20), 999, 9)).toBe(0);
  });

  it('has no pager for a single page, and toggles an item', () => {
    renderModal(() => page(many(3)));
    expect(screen.queryByRole('navigation')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Notice 2' }));
    expect(screen.getByText('Body 2')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Notice 2' }));
    expect(screen.queryByText('Body 2')).toBeNull();
  });

  it('Escape and the close button close it; a backdrop click does not', () => {
    const { closeNotice } = renderModal(() => page(many(3)), 1);
    // A press on the backdrop (the dialog element itself) is cancelled, so focus stays in the dialog.
    const dialog = screen.getByRole('dialog');
    expect(fireEvent.mouseDown(dialog)).toBe(false);
    fireEvent.click(dialog);
    expect(closeNotice).not.toHaveBeenCalled();
    fireEvent.keyDown(screen.getByRole('button', { name: 'Notice 1' }), { key: 'Escape' });
    expect(closeNotice).toHaveBeenCalledTimes(1);
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(closeNotice).toHaveBeenCalledTimes(2);
  });

  it('is a modal dialog: the page behind is inert, so Tab stays inside (the browser keeps it there)', () => {
    renderModal(() => page(many(20)));
    const dialog = screen.getByRole('dialog') as HTMLDialogElement;
    expect(dialog.tagName).toBe('DIALOG');
    expect(dialog.open).toBe(true);
  });

  it('returns focus to the opener when it closes', () => {
    function Opener() {
      const [open, setOpen] = useState(false);
      return (
        <>
          <button type="button" onClick={() => setOpen(true)}>open</button>
          {open && <NoticeModalWidget pageSize={9} />}
          {open && <button type="button" onClick={() => setOpen(false)}>shut</button>}
        </>
      );
    }
    renderWidget(<Opener />, { noticeId: 1, data: { useAnnouncements: fakeQuery(() => page(many(2))) }, actions: { closeNotice: vi.fn() } });
    const opener = screen.getByRole('button', { name: 'open' });
    opener.focus();
    fireEvent.click(opener);
    expect(document.activeElement).toBe(screen.getByRole('dialog'));
    fireEvent.click(screen.getByRole('button', { name: 'shut' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener);
  });

  it('shows loading, then the network error with a retry that refetches', () => {
    const answers: FakeAnswer<AnnouncementsValue>[] = [new Error('offline'), page([notice(3, 'Back online')])];
    const answer = vi.fn(() => answers.shift() ?? 'pending');
    renderModal(answer, 3);
    expect(screen.getByRole('alert').textContent).toContain('Network link is abnormal, please try again');
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(answer).toHaveBeenCalledTimes(2);
    expect(screen.getByRole('button', { name: 'Back online' }).getAttribute('aria-expanded')).toBe('true');
    cleanup();
    renderModal(() => 'pending');
    expect(screen.getByRole('status').getAttribute('aria-busy')).toBe('true');
  });

  it('leaves no script, event handler or javascript: URL from the XSS corpus in the DOM', () => {
    const list = XSS.map((html, i) => notice(i + 1, `X${i + 1}`, `<p>safe ${i + 1}</p>${html}`));
    const all = notice(99, 'All', `<p>safe all</p>${XSS.join('')}`);
    renderModal(() => page([...list, all]), 99);
    const dialog = screen.getByRole('dialog');
    const assertClean = () => {
      expect(dialog.querySelectorAll('script, svg').length).toBe(0);
      for (const el of Array.from(dialog.querySelectorAll('*'))) {
        for (const attr of Array.from(el.attributes)) {
          expect(attr.name.toLowerCase().startsWith('on'), `${el.tagName} ${attr.name}`).toBe(false);
          expect(attr.value.replace(/\s/g, '').toLowerCase()).not.toContain('javascript:');
        }
      }
      expect(dialog.innerHTML).not.toContain('alert(1)');
    };
    expect(within(dialog).getByText('safe all')).toBeTruthy();
    assertClean();
    for (const item of list) {
      fireEvent.click(screen.getByRole('button', { name: item.title }));
      expect(within(dialog).getByText(`safe ${item.id}`)).toBeTruthy();
      assertClean();
    }
    fireEvent.click(screen.getByRole('button', { name: 'X3' }));
    // The link text survives without its href; the image survives without its handler.
    expect(within(dialog).getByText('x').getAttribute('href')).toBeNull();
    expect(sanitizeNoticeHtml('<img src=x onerror=alert(1)>')).toBe('<img src="x">');
    // Style attributes can load URLs: they go too.
    expect(sanitizeNoticeHtml('<p style="color:red">red</p>')).toBe('<p>red</p>');
  });
});
