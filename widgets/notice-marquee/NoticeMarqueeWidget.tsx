/**
 * Announcement marquee (SPEC section 2): the notice titles (types B, PL, PU, PR) scroll by as a CSS
 * animation at `speed` px/s, paused on hover and keyboard focus when `pauseOnHover`, and still (a
 * scrollable row) under prefers-reduced-motion. Each title is a button: it asks the shell to open the
 * notice modal at that announcement (PortalActions.openNotice).
 */
import { useLayoutEffect, useRef, useState, type CSSProperties } from 'react';
import type { Announcement } from '../../schemas/api/home';
import type { NoticeMarqueeProps } from '../../schemas/widgets';
import { DataStatus } from '../kit/ui/DataStatus';
import { usePortal } from '../portal-context/PortalContext';
import { usePortalActions, usePortalData, type NoticeType } from '../portal-context/PortalData';
import { useInView } from '../kit/ui/useInView';
import { useText } from '../portal-context/useText';
import './notice-marquee.css';

/** Notice types of the marquee and the notice modal (SPEC section 7). */
export const NOTICE_TYPES: readonly NoticeType[] = ['B', 'PL', 'PU', 'PR'];

/** Pixels per character when the track cannot be measured (before layout, or in tests). */
const ESTIMATED_CHAR_WIDTH = 8;

/** Seconds for the track (its width plus the viewport it enters from) to pass at `speed` px/s. */
export function marqueeDuration(distance: number, speed: number): number {
  return Math.max(4, Math.round((distance / Math.max(1, speed)) * 10) / 10);
}

function Marquee({ notices, speed, pauseOnHover }: { notices: Announcement[]; speed: number; pauseOnHover: boolean }) {
  const { openNotice } = usePortalActions();
  const w = useText();
  const track = useRef<HTMLUListElement>(null);
  const estimate = notices.reduce((sum, n) => sum + n.title.length * ESTIMATED_CHAR_WIDTH + 48, 0);
  const [distance, setDistance] = useState(estimate);
  useLayoutEffect(() => {
    const el = track.current;
    if (el === null) return;
    const measure = () => { if (el.scrollWidth > 0) setDistance(el.scrollWidth); };
    // The observer's first report comes after the browser's own layout; measuring here at once would
    // force a layout of the whole page in the middle of its first render.
    if (typeof ResizeObserver === 'undefined') {
      measure();
      return;
    }
    const observer = new ResizeObserver(measure);
    observer.observe(el);
    return () => observer.disconnect();
  }, [notices]);
  const style = { '--notice-marquee-duration': `${marqueeDuration(distance, speed)}s` } as CSSProperties;
  // Out of view, the marquee stands still (useInView).
  const [section, setSection] = useState<HTMLElement | null>(null);
  const inView = useInView(section);
  return (
    <section ref={setSection} className={`notice-marquee${pauseOnHover ? ' notice-marquee--pausable' : ''}${inView ? '' : ' notice-marquee--offscreen'}`} aria-label={w('noticeMarquee.label')}>
      {/* A drawn icon, not an emoji: emoji fonts are not on every machine. */}
      <svg className="notice-marquee__icon" aria-hidden="true" width="18" height="18" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
        <path d="M3 11v2a1 1 0 0 0 1 1h2l5 4V6L6 10H4a1 1 0 0 0-1 1z" />
        <path d="M15.5 8.5a5 5 0 0 1 0 7" />
        <path d="M18.5 5.5a9 9 0 0 1 0 13" />
      </svg>
      <div className="notice-marquee__viewport">
        <ul ref={track} className="notice-marquee__track" style={style}>
          {notices.map((notice) => (
            <li key={notice.id} className="notice-marquee__item">
              <button type="button" className="notice-marquee__button" data-notice={notice.id} onClick={() => openNotice(notice.id)}>
                {notice.title}
              </button>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

export function NoticeMarqueeWidget({ speed, pauseOnHover }: NoticeMarqueeProps) {
  const { view } = usePortal();
  const { useAnnouncements } = usePortalData();
  const result = useAnnouncements(NOTICE_TYPES, view.language);
  return (
    <DataStatus result={result} isEmpty={(value) => value.list.length === 0} className="notice-marquee__status">
      {(value) => <Marquee notices={value.list} speed={speed} pauseOnHover={pauseOnHover} />}
    </DataStatus>
  );
}
