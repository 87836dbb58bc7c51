// @vitest-environment jsdom
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Announcement, AnnouncementsValue } from '../../schemas/api/home';
import type { NoticeMarqueeProps } from '../../schemas/widgets';
import { defaultWidgetProps } from '../defaultWidgetProps';
import { expectStillWhileOutOfView } from '../kit/ui/testing/intersection';
import { fakeQuery, renderWidget, type FakeAnswer } from '../portal-context/testing/renderWithPortal';
import { NoticeMarqueeWidget, marqueeDuration } from './index';

afterEach(cleanup);

function notice(id: number, title: string): Announcement {
  return { id, title, content: '<p>x</p>', promotionType: 'B', execution: 'B', publishTime: '2025-01-01T00:00:00Z' };
}

function page(list: Announcement[]): AnnouncementsValue {
  return { list, pageNo: 1, totalPages: 1, totalCount: list.length };
}

const DEFAULTS: NoticeMarqueeProps = { speed: 60, pauseOnHover: true };

function renderMarquee(answer: () => FakeAnswer<AnnouncementsValue>, props: Partial<NoticeMarqueeProps> = {}, language: 'pt' | 'en' = 'en') {
  const openNotice = vi.fn();
  const useAnnouncements = vi.fn(fakeQuery(answer));
  const view = renderWidget(<NoticeMarqueeWidget {...DEFAULTS} {...props} />, { language, data: { useAnnouncements }, actions: { openNotice } });
  return { ...view, openNotice, useAnnouncements };
}

describe('NoticeMarqueeWidget', () => {
  it('tests against the schema defaults', () => {
    expect(defaultWidgetProps('notice-marquee')).toEqual(DEFAULTS);
  });

  it('asks for the notice types in the current language and lists their titles', () => {
    const { useAnnouncements } = renderMarquee(() => page([notice(7, 'Maintenance tonight'), notice(9, 'New games')]), {}, 'pt');
    expect(useAnnouncements).toHaveBeenCalledWith(['B', 'PL', 'PU', 'PR'], 'pt');
    expect(screen.getByRole('button', { name: 'Maintenance tonight' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'New games' })).toBeTruthy();
  });

  it('clicking an item asks the shell to open the notice modal at that id', () => {
    const { openNotice } = renderMarquee(() => page([notice(7, 'Maintenance tonight'), notice(9, 'New games')]));
    fireEvent.click(screen.getByRole('button', { name: 'New games' }));
    expect(openNotice).toHaveBeenCalledWith(9);
    expect(openNotice).toHaveBeenCalledTimes(1);
  });

  it('pauses on hover and focus only when pauseOnHover', () => {
    const { container } = renderMarquee(() => page([notice(1, 'A')]));
    expect(container.querySelector('.notice-marquee--pausable')).not.toBeNull();
    cleanup();
    const other = renderMarquee(() => page([notice(1, 'A')]), { pauseOnHover: false });
    expect(other.container.querySelector('.notice-marquee')).not.toBeNull();
    expect(other.container.querySelector('.notice-marquee--pausable')).toBeNull();
  });

  it('stands still while scrolled out of view, even when it does not pause on hover', async () => {
    await expectStillWhileOutOfView(() => renderMarquee(() => page([notice(1, 'A')]), { pauseOnHover: false }), '.notice-marquee', 'notice-marquee--offscreen');
  });

  it('sets the animation duration from the distance and the speed', () => {
    expect(marqueeDuration(1200, 60)).toBe(20);
    expect(marqueeDuration(10, 400)).toBe(4);
    const { container } = renderMarquee(() => page([notice(1, 'A')]));
    const track = container.querySelector<HTMLElement>('.notice-marquee__track');
    expect(track?.style.getPropertyValue('--notice-marquee-duration')).toMatch(/^\d+(\.\d)?s$/);
  });

  it('shows the network message with a retry that refetches, and an empty state', () => {
    const answers: FakeAnswer<AnnouncementsValue>[] = [new Error('offline'), page([notice(3, 'Back online')])];
    const answer = vi.fn(() => answers.shift() ?? 'pending');
    renderMarquee(answer);
    expect(screen.getByRole('alert').textContent).toContain('Network link is abnormal, please try again');
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(answer).toHaveBeenCalledTimes(2);
    expect(screen.getByRole('button', { name: 'Back online' })).toBeTruthy();
    cleanup();
    renderMarquee(() => page([]));
    expect(screen.getByRole('status').textContent).toBe('Nothing to show yet');
  });
});
