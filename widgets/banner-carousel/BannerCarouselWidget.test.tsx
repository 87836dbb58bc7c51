// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Banner, BannersValue } from '../../schemas/api/home';
import type { BannerCarouselProps } from '../../schemas/widgets';
import { defaultWidgetProps } from '../defaultWidgetProps';
import { stubIntersectionObserver } from '../kit/ui/testing/intersection';
import { fakeQuery, renderWidget, type FakeAnswer } from '../portal-context/testing/renderWithPortal';
import { BannerCarouselWidget, bannerTarget } from './index';

/** The props each Swiper render received; the slides render as plain children. */
const swiperProps = vi.hoisted(() => [] as Record<string, unknown>[]);

vi.mock('swiper/react', () => ({
  Swiper: ({ children, ...props }: { children?: ReactNode } & Record<string, unknown>) => {
    swiperProps.push(props);
    return <div data-testid="swiper">{children}</div>;
  },
  SwiperSlide: ({ children }: { children?: ReactNode }) => <div className="swiper-slide">{children}</div>,
}));

afterEach(() => {
  cleanup();
  swiperProps.length = 0;
  vi.useRealTimers();
});

function banner(n: number, linkageType: Banner['linkageType'] = 'NONE', linkageUrl = ''): Banner {
  return { id: `w_home-${n}`, groupName: 'w_home', title: `Banner ${n}`, url: `/img/banners/${n}.jpg`, linkageType, linkageUrl };
}

/** The schema defaults (SPEC section 9), as the engine fills them for a manifest that gives none. */
const DEFAULTS: BannerCarouselProps = { group: 'w_home', slidesPerView: 3, autoplay: true, delay: 5000, speed: 1000, gap: 20 };

function renderBanners(answer: () => FakeAnswer<BannersValue>, props: Partial<BannerCarouselProps> = {}) {
  const useBanners = vi.fn(fakeQuery(answer));
  const view = renderWidget(<BannerCarouselWidget {...DEFAULTS} {...props} />, { data: { useBanners } });
  return { ...view, useBanners };
}

/** Lets `ms` of (fake) time pass, with the promises that settle meanwhile. */
async function pass(ms: number): Promise<void> {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
}

/** The props of the Swiper that takes over once the page is idle and `waitMs` (the autoplay delay) has passed. */
async function swiperTakesOver(waitMs = 5000): Promise<Record<string, unknown>> {
  if (!vi.isFakeTimers()) vi.useFakeTimers();
  await pass(waitMs + 10);
  vi.useRealTimers();
  await screen.findByTestId('swiper');
  const props = swiperProps.at(-1);
  if (props === undefined) throw new Error('Swiper did not render');
  return props;
}

/** The part of a Swiper instance the carousel's autoplay uses; slideNext changes the slide at once. */
interface FakeSwiper {
  el: HTMLElement;
  destroyed: boolean;
  slideNext: ReturnType<typeof vi.fn>;
  /** A slide change the visitor made (a swipe or a key). */
  swipe(): void;
  on(event: string, handler: () => void): void;
  off(event: string, handler: () => void): void;
}

function fakeSwiper(): FakeSwiper {
  const el = document.createElement('div');
  document.body.append(el);
  const handlers = new Set<() => void>();
  return {
    el,
    destroyed: false,
    slideNext: vi.fn(() => handlers.forEach((handler) => handler())),
    swipe: () => handlers.forEach((handler) => handler()),
    on: (event, handler) => { if (event === 'slideChange') handlers.add(handler); },
    off: (event, handler) => { if (event === 'slideChange') handlers.delete(handler); },
  };
}

/** Hands a fake instance to the carousel, as Swiper does once it is built. */
async function attach(props: Record<string, unknown>, swiper = fakeSwiper()): Promise<FakeSwiper> {
  await act(async () => {
    (props['onSwiper'] as (instance: FakeSwiper) => void)(swiper);
  });
  return swiper;
}

describe('BannerCarouselWidget', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });

  it('tests against the schema defaults', () => {
    expect(defaultWidgetProps('banner-carousel')).toEqual(DEFAULTS);
  });

  it('paints the visible slides statically first, in Swiper\'s geometry, then hands over to Swiper', async () => {
    const { container } = renderBanners(() => [banner(1), banner(2), banner(3), banner(4)]);
    // First paint: no Swiper yet, every banner in a row sized for three with the gap; the slides past
    // the third load their images lazily.
    expect(screen.queryByTestId('swiper')).toBeNull();
    const row = container.querySelector('.banner-carousel__row');
    expect([...(row?.querySelectorAll('[data-banner]') ?? [])].map((e) => e.getAttribute('data-banner'))).toEqual(['w_home-1', 'w_home-2', 'w_home-3', 'w_home-4']);
    expect([...(row?.querySelectorAll('img') ?? [])].map((e) => e.getAttribute('loading'))).toEqual(['eager', 'eager', 'eager', 'lazy']);
    const section = container.querySelector<HTMLElement>('.banner-carousel');
    expect(section?.style.getPropertyValue('--banner-visible')).toBe('3');
    expect(section?.style.getPropertyValue('--banner-gap')).toBe('20px');
    // Then Swiper, with every banner, and the static row is gone.
    await swiperTakesOver();
    expect(container.querySelector('.banner-carousel__row')).toBeNull();
    expect(screen.getAllByRole('img')).toHaveLength(4);
  });

  it('waits for the first autoplay step before loading Swiper, which then makes that step at once, in a task of its own', async () => {
    renderBanners(() => [banner(1), banner(2), banner(3), banner(4)]);
    await pass(4000);
    expect(swiperProps).toHaveLength(0);
    const props = await swiperTakesOver(1000);
    vi.useFakeTimers();
    const { slideNext } = await attach(props);
    // Not in the task that built Swiper (already a long one on a phone), but in the next.
    expect(slideNext).not.toHaveBeenCalled();
    await pass(0);
    expect(slideNext).toHaveBeenCalledTimes(1);
    expect(slideNext).toHaveBeenCalledWith(1000);
  });

  it('autoplays every delay after each slide change, held while pointed at or focused, out of view or hidden', async () => {
    const viewport = stubIntersectionObserver();
    try {
      renderBanners(() => [banner(1), banner(2), banner(3), banner(4)]);
      const props = await swiperTakesOver();
      vi.useFakeTimers();
      const swiper = await attach(props);
      await pass(0);
      expect(swiper.slideNext).toHaveBeenCalledTimes(1); // the first step, due when Swiper came
      // delay (5000) plus the transition's speed (1000) after each change.
      await pass(5900);
      expect(swiper.slideNext).toHaveBeenCalledTimes(1);
      await pass(100);
      expect(swiper.slideNext).toHaveBeenCalledTimes(2);
      // A visitor's swipe is a slide change too: the wait starts again.
      await pass(3000);
      act(() => swiper.swipe());
      await pass(5900);
      expect(swiper.slideNext).toHaveBeenCalledTimes(2);
      await pass(100);
      expect(swiper.slideNext).toHaveBeenCalledTimes(3);
      // The pointer holds it; leaving starts a full wait.
      fireEvent.pointerEnter(swiper.el);
      await pass(20_000);
      expect(swiper.slideNext).toHaveBeenCalledTimes(3);
      fireEvent.pointerLeave(swiper.el);
      await pass(6000);
      expect(swiper.slideNext).toHaveBeenCalledTimes(4);
      // Focus inside holds it too, also while it moves between slides.
      const first = swiper.el.appendChild(document.createElement('a'));
      const second = swiper.el.appendChild(document.createElement('a'));
      fireEvent.focusIn(first);
      fireEvent.focusOut(first, { relatedTarget: second });
      fireEvent.focusIn(second);
      await pass(20_000);
      expect(swiper.slideNext).toHaveBeenCalledTimes(4);
      fireEvent.focusOut(second, { relatedTarget: document.body });
      await pass(6000);
      expect(swiper.slideNext).toHaveBeenCalledTimes(5);
      // Scrolled out of view it stands still; back in view, it waits a full delay again.
      await viewport.report(false);
      await pass(20_000);
      expect(swiper.slideNext).toHaveBeenCalledTimes(5);
      await viewport.report(true);
      await pass(6000);
      expect(swiper.slideNext).toHaveBeenCalledTimes(6);
      // A hidden page never steps; it waits another round.
      const hidden = vi.spyOn(document, 'hidden', 'get').mockReturnValue(true);
      await pass(18_000);
      expect(swiper.slideNext).toHaveBeenCalledTimes(6);
      hidden.mockRestore();
      await pass(6000);
      expect(swiper.slideNext).toHaveBeenCalledTimes(7);
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('loads Swiper at once when the visitor points at the banners, without stepping', async () => {
    const { container } = renderBanners(() => [banner(1), banner(2), banner(3), banner(4)]);
    const row = container.querySelector('.banner-carousel__row');
    if (row === null) throw new Error('no static row');
    fireEvent.pointerEnter(row);
    vi.useRealTimers();
    await screen.findByTestId('swiper');
    const { slideNext } = await attach(swiperProps.at(-1) ?? {});
    expect(slideNext).not.toHaveBeenCalled();
  });

  it('never autoplays or steps by itself when the visitor prefers reduced motion', async () => {
    vi.stubGlobal('matchMedia', (query: string) => ({ matches: query === '(prefers-reduced-motion: reduce)' }));
    try {
      renderBanners(() => [banner(1), banner(2), banner(3), banner(4)]);
      const props = await swiperTakesOver();
      expect(props['loop']).toBe(true);
      vi.useFakeTimers();
      const { slideNext } = await attach(props);
      await pass(60_000);
      expect(slideNext).not.toHaveBeenCalled();
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('loops with autoplay (delay, speed, gap from props) when there is more than one banner', async () => {
    const { useBanners } = renderBanners(() => [banner(1), banner(2), banner(3), banner(4)]);
    expect(useBanners).toHaveBeenCalledWith('w_home');
    const props = await swiperTakesOver();
    expect(props['loop']).toBe(true);
    expect(props['speed']).toBe(1000);
    expect(props['spaceBetween']).toBe(20);
    expect(props['slidesPerView']).toBe(3);
    expect(props['keyboard']).toMatchObject({ enabled: true });
    expect(props['a11y']).toMatchObject({ enabled: true });
    // One slide on a phone, the props' count from the breakpoint up.
    expect(props['breakpoints']).toEqual({ 0: { slidesPerView: 1 }, 721: { slidesPerView: 3 } });
  });

  it('neither loops nor autoplays with a single banner: one static slide, no Swiper at all', async () => {
    const { container } = renderBanners(() => [banner(1)], { delay: 7000 });
    expect(container.querySelectorAll('.banner-carousel__row [data-banner]')).toHaveLength(1);
    // The row is sized for its one slide; the section keeps the props' count for its reserved height.
    expect(container.querySelector<HTMLElement>('.banner-carousel__row')?.style.getPropertyValue('--banner-visible')).toBe('1');
    expect(container.querySelector<HTMLElement>('.banner-carousel')?.style.getPropertyValue('--banner-visible')).toBe('3');
    // Give the idle moment and the autoplay delay every chance to pass: Swiper never comes.
    await pass(20_000);
    expect(swiperProps).toHaveLength(0);
    expect(screen.getByAltText('Banner 1')).toBeTruthy();
  });

  it('caps the slides visible by the banner count and by the props', async () => {
    renderBanners(() => [banner(1), banner(2)]);
    expect((await swiperTakesOver())['slidesPerView']).toBe(2);
    cleanup();
    swiperProps.length = 0;
    // More banners than fit, without autoplay: Swiper still comes once the page is idle, to swipe or key through them.
    vi.useFakeTimers();
    renderBanners(() => [banner(1), banner(2), banner(3)], { slidesPerView: 1, autoplay: false });
    const props = await swiperTakesOver(0);
    expect(props['slidesPerView']).toBe(1);
    expect(props['loop']).toBe(false);
    vi.useFakeTimers();
    const { slideNext } = await attach(props);
    await pass(60_000);
    expect(slideNext).not.toHaveBeenCalled();
  });

  it('stays static when every banner fits and nothing autoplays', async () => {
    const { container } = renderBanners(() => [banner(1), banner(2)], { autoplay: false });
    await pass(20_000);
    expect(swiperProps).toHaveLength(0);
    expect(container.querySelectorAll('.banner-carousel__row [data-banner]')).toHaveLength(2);
  });

  it('shows each banner image from the image host with its title as alt text', () => {
    renderBanners(() => [banner(1), { ...banner(2), url: 'https://cdn.test/b2.jpg' }]);
    expect(screen.getByAltText('Banner 1').getAttribute('src')).toBe('https://img.test/img/banners/1.jpg');
    expect(screen.getByAltText('Banner 2').getAttribute('src')).toBe('https://cdn.test/b2.jpg');
  });

  it('follows an internal linkage through the router and opens an external one in a new tab', () => {
    renderBanners(() => [banner(1, 'INTERNAL', '/promotions'), banner(2, 'EXTERNAL', 'https://example.com/x'), banner(3)]);
    fireEvent.click(screen.getByAltText('Banner 1'));
    expect(screen.getByTestId('location').textContent).toBe('/promotions');
    const external = screen.getByAltText('Banner 2').closest('a');
    expect(external?.getAttribute('href')).toBe('https://example.com/x');
    expect(external?.getAttribute('target')).toBe('_blank');
    expect(external?.getAttribute('rel')).toContain('noopener');
    expect(screen.getByAltText('Banner 3').closest('a')).toBeNull();
  });

  it('maps linkages to targets and refuses unsafe ones', () => {
    expect(bannerTarget({ linkageType: 'PROMOTION', linkageUrl: '12' })).toEqual({ kind: 'route', to: '/promotions#12' });
    expect(bannerTarget({ linkageType: 'EXTERNAL', linkageUrl: 'javascript:alert(1)' })).toEqual({ kind: 'none' });
    expect(bannerTarget({ linkageType: 'INTERNAL', linkageUrl: '//evil.test' })).toEqual({ kind: 'none' });
    expect(bannerTarget({ linkageType: 'GAME', linkageUrl: '123' })).toEqual({ kind: 'none' });
  });

  it('shows loading, then the network message with a retry that refetches', () => {
    const answers: FakeAnswer<BannersValue>[] = [new Error('offline'), [banner(1)]];
    const answer = vi.fn(() => answers.shift() ?? 'pending');
    renderBanners(answer);
    expect(screen.getByRole('alert').textContent).toContain('Network link is abnormal, please try again');
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(answer).toHaveBeenCalledTimes(2);
    expect(screen.getByAltText('Banner 1')).toBeTruthy();
  });

  it('keeps its section, with the reserved geometry, while loading and on failure', () => {
    const { container } = renderBanners(() => 'pending', { slidesPerView: 2, gap: 12 });
    const section = container.querySelector<HTMLElement>('section.banner-carousel');
    expect(section?.style.getPropertyValue('--banner-visible')).toBe('2');
    expect(section?.style.getPropertyValue('--banner-gap')).toBe('12px');
    expect(section?.querySelector('.banner-carousel__status')?.getAttribute('aria-busy')).toBe('true');
  });

  it('never renders blank: loading and empty states', () => {
    renderBanners(() => 'pending');
    expect(screen.getByRole('status').getAttribute('aria-busy')).toBe('true');
    cleanup();
    renderBanners(() => []);
    expect(screen.getByRole('status').textContent).toBe('Nothing to show yet');
  });
});
