/**
 * The overview's chart: valid bets and team profit over the last periods, drawn by uPlot (kept,
 * about 20 KB compressed: the smallest of the maintained chart libraries, canvas-based and fast).
 * Loaded with this page only, after it renders; colours from the theme's variables so both themes
 * read. The same figures are in a table beside it for screen readers.
 *
 * uPlot lays its canvas and its overlay out with its own stylesheet (positioned layers): without it
 * they stack and the canvas is pushed out of its 220 px box, leaving only gridlines in sight. The
 * sheet is bundled into the portal's one stylesheet (no inline styles under the page's CSP).
 */
import { useEffect, useRef } from 'react';
import 'uplot/dist/uPlot.min.css';
import type { OverviewValue } from '../../schemas/api/agent';

function themeColour(element: HTMLElement, name: string, fallback: string): string {
  return getComputedStyle(element).getPropertyValue(name).trim() || fallback;
}

export function TeamChart({ series, labels }: { series: OverviewValue['series']; labels: { validBet: string; profitLoss: string } }) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = box.current;
    if (element === null) return undefined;
    let chart: { destroy(): void } | undefined;
    let cancelled = false;
    void import('uplot').then(({ default: UPlot }) => {
      if (cancelled) return;
      const x = series.map((p) => Math.floor(new Date(p.start).getTime() / 1000));
      const bets = series.map((p) => Number(p.validBet));
      const profit = series.map((p) => Number(p.profitLoss));
      const text = themeColour(element, '--theme-text-muted', '#888');
      const grid = themeColour(element, '--theme-border', '#444');
      const axis = { stroke: text, grid: { stroke: grid, width: 1 }, ticks: { stroke: grid, width: 1 } };
      chart = new UPlot({
        width: Math.max(280, Math.min(720, element.clientWidth || 600)),
        height: 220,
        legend: { show: false },
        cursor: { show: false },
        scales: { x: { time: true } },
        axes: [axis, { ...axis, size: 70 }],
        series: [
          {},
          { label: labels.validBet, stroke: themeColour(element, '--theme-primary', '#6a3de8'), width: 2, points: { show: true } },
          { label: labels.profitLoss, stroke: themeColour(element, '--theme-accent', '#ffcc33'), width: 2, points: { show: true } },
        ],
      }, [x, bets, profit], element);
    });
    return () => {
      cancelled = true;
      chart?.destroy();
    };
  }, [series, labels.validBet, labels.profitLoss]);
  return <div ref={box} className="agent-chart" aria-hidden="true" data-testid="agent-chart" />;
}
