/**
 * Line-speed test page (SPEC sections 2 and 9): the merchant's fast lines (/wps/system/domainRoute),
 * each timed in the browser (measureLines: the median of several samples, shown as they arrive; a
 * failed or timed-out line says so). `redirectDelayMs` (5 s) after the page opened, and once every
 * line has an answer, the visitor goes to the fastest line, unless they cancelled; each line also
 * has its own link.
 */
import { useEffect, useRef, useState } from 'react';
import type { DomainRoute } from '../../schemas/api/system';
import type { LineSpeedTestProps } from '../../schemas/widgets';
import { DataStatus } from '../kit/ui/DataStatus';
import { usePortalData } from '../portal-context/PortalData';
import { useText } from '../portal-context/useText';
import { SCREENS_TEXTS } from '../../engine/i18n/texts/screens';
import { ScreenPage } from '../screen-page/ScreenPage';
import { fastestLine, measureLines, median, type LineState } from './measureLines';
import './line-speed-test.css';

/** The line's absolute URL; only http(s) lines are offered (the server's schema says so too). */
function absolute(url: string): string | undefined {
  try {
    const parsed = new URL(url, window.location.href);
    return parsed.protocol === 'http:' || parsed.protocol === 'https:' ? parsed.href : undefined;
  } catch {
    return undefined;
  }
}

function LineTable({ lines, autoRedirect, redirectDelayMs, probeTimeoutMs }: { lines: readonly DomainRoute[] } & LineSpeedTestProps) {
  const t = useText(SCREENS_TEXTS);
  const [states, setStates] = useState<LineState[]>(() => lines.map(() => ({ status: 'measuring', samples: [] })));
  const [remainingMs, setRemainingMs] = useState(redirectDelayMs);
  const [cancelled, setCancelled] = useState(!autoRedirect);
  const redirected = useRef(false);

  useEffect(() => {
    const controller = new AbortController();
    void measureLines(lines.map((l) => l.url), {
      base: window.location.href,
      timeoutMs: probeTimeoutMs,
      signal: controller.signal,
      onUpdate: (index, state) => setStates((previous) => previous.map((s, i) => (i === index ? state : s))),
    });
    return () => controller.abort();
  }, [lines, probeTimeoutMs]);

  useEffect(() => {
    if (cancelled || remainingMs <= 0) return undefined;
    const timer = window.setTimeout(() => setRemainingMs((ms) => Math.max(0, ms - 1000)), Math.min(1000, remainingMs));
    return () => window.clearTimeout(timer);
  }, [cancelled, remainingMs]);

  const settled = states.every((s) => s.status !== 'measuring');
  const fastest = fastestLine(states);
  useEffect(() => {
    if (cancelled || remainingMs > 0 || !settled || fastest === undefined || redirected.current) return;
    const line = lines[fastest];
    if (line === undefined) return;
    redirected.current = true;
    const target = absolute(line.url);
    if (target !== undefined) window.location.assign(target);
  }, [cancelled, remainingMs, settled, fastest, lines]);

  const seconds = Math.ceil(remainingMs / 1000);
  return (
    <>
      <div className="screen-page__card line-speed__status" role="status" aria-live="polite">
        {cancelled
          ? t('lineSpeed.cancelled')
          : settled && fastest === undefined
            ? t('lineSpeed.noneReachable')
            : remainingMs > 0
              ? t('lineSpeed.redirectIn', { seconds })
              : t('lineSpeed.redirecting')}
        {!cancelled && !(settled && fastest === undefined) && (
          <button type="button" className="wl-button" onClick={() => setCancelled(true)}>{t('lineSpeed.cancel')}</button>
        )}
      </div>
      <table className="screen-page__table line-speed__table">
        <thead>
          <tr>
            <th scope="col">{t('lineSpeed.col.line')}</th>
            <th scope="col" className="num">{t('lineSpeed.col.latency')}</th>
            <th scope="col"><span className="visually-hidden">{t('lineSpeed.col.open')}</span></th>
          </tr>
        </thead>
        <tbody>
          {lines.map((line, index) => {
            const state = states[index] ?? { status: 'measuring', samples: [] };
            const best = index === fastest && settled;
            return (
              <tr key={`${index}-${line.url}`} data-line={index} data-status={state.status} aria-current={best ? 'true' : undefined}>
                <th scope="row">{line.name}{best && <span className="line-speed__best"> · {t('lineSpeed.fastest')}</span>}</th>
                <td className="num" data-latency={state.status === 'done' ? Math.round(state.latencyMs) : undefined}>
                  {state.status === 'done' && t('lineSpeed.ms', { ms: Math.round(state.latencyMs) })}
                  {state.status === 'measuring' && (state.samples.length === 0 ? t('lineSpeed.measuring') : t('lineSpeed.partial', { ms: Math.round(median(state.samples)), count: state.samples.length }))}
                  {state.status === 'failed' && <span className="line-speed__bad">{t('lineSpeed.failed')}</span>}
                  {state.status === 'timeout' && <span className="line-speed__bad">{t('lineSpeed.timeout')}</span>}
                </td>
                <td><a href={absolute(line.url) ?? '/'}>{t('lineSpeed.open')}</a></td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </>
  );
}

export function LineSpeedTestWidget(props: LineSpeedTestProps) {
  const t = useText(SCREENS_TEXTS);
  const result = usePortalData().useCall('domainRoute');
  return (
    <ScreenPage id="line-speed" title={t('route.lineSpeed')} className="line-speed">
      <p className="screen-page__note">{t('lineSpeed.intro')}</p>
      <DataStatus result={result} isEmpty={(lines) => !lines.some((line) => absolute(line.url) !== undefined)}>
        {(lines) => <LineTable lines={lines.filter((line) => absolute(line.url) !== undefined)} {...props} />}
      </DataStatus>
    </ScreenPage>
  );
}
