/**
 * The reality check's clock (issue 38): from the member's sign-in in this browser session, every N
 * minutes (the member's choice, GET responsibleGaming) the reality-check dialog opens, over a game
 * popup too. Only the clock lives in the signed-in chunk; the dialog and its texts load when the
 * first check is due. The browser's clock decides (Date.now, read every few seconds), so a moved
 * clock shows the check at once.
 */
import { Suspense, lazy, useEffect, useState } from 'react';
import { usePortal } from '../../portal-context/PortalContext';
import { usePortalData } from '../../portal-context/PortalData';
import { usePortalSession } from '../../portal-context/PortalSession';
import type { PlaySession } from '../../kit/protection/protection';

const RealityCheckDialog = lazy(() => import('../../kit/protection/RealityCheckDialog').then((m) => ({ default: m.RealityCheckDialog })));

const TICK_MS = 5_000;

function storageKey(tenant: string): string {
  return `wl:${tenant}:playSession`;
}

export function readPlaySession(tenant: string, token: string): PlaySession | undefined {
  try {
    const stored = JSON.parse(window.sessionStorage.getItem(storageKey(tenant)) ?? 'null') as PlaySession | null;
    return stored !== null && stored.token === token.slice(-8) ? stored : undefined;
  } catch {
    return undefined;
  }
}

export function writePlaySession(tenant: string, session: PlaySession): void {
  try {
    window.sessionStorage.setItem(storageKey(tenant), JSON.stringify(session));
  } catch {
    // Storage refused (private mode): the check still runs for this page's life.
  }
}

export function RealityCheck() {
  const { site } = usePortal();
  const { token } = usePortalSession();
  const { useCall } = usePortalData();
  const overview = useCall('responsibleGaming');
  // The balance at the session's start, once the check's interval is known (the header reads it too).
  const balance = useCall('balance', undefined, { enabled: overview.data !== undefined });
  const tenant = site.tenant.code;
  const [session, setSession] = useState<PlaySession | undefined>(undefined);
  const [due, setDue] = useState(false);
  const interval = overview.data?.realityCheckMinutes;

  // The session starts at the first sight of this sign-in with its balance.
  useEffect(() => {
    if (token === undefined || balance.data === undefined) return;
    const known = readPlaySession(tenant, token);
    if (known !== undefined) { setSession(known); return; }
    const fresh: PlaySession = { token: token.slice(-8), startedAt: Date.now(), balance: balance.data.balance, answered: 0 };
    writePlaySession(tenant, fresh);
    setSession(fresh);
  }, [tenant, token, balance.data]);

  useEffect(() => {
    if (session === undefined || interval === undefined) return undefined;
    // protection.ts nextRealityCheck, written out: that module ships with the member centre.
    const check = () => { if (Date.now() >= session.startedAt + (session.answered + 1) * interval * 60_000) setDue(true); };
    check();
    const timer = window.setInterval(check, TICK_MS);
    return () => window.clearInterval(timer);
  }, [session, interval]);

  if (!due || session === undefined || interval === undefined) return null;
  const answered = (next: PlaySession) => {
    writePlaySession(tenant, next);
    setSession(next);
    setDue(false);
  };
  return (
    <Suspense fallback={null}>
      <RealityCheckDialog session={session} intervalMinutes={interval} onAnswered={answered} />
    </Suspense>
  );
}
