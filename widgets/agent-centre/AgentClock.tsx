/** The agent centre's clock: the tenant's GMT offset and its wall-clock time, ticking every second. */
import { useEffect, useState } from 'react';
import { formatInOffset, gmtLabel, useAgentText } from '../agent-texts/useAgentText';

export function AgentClock({ offsetMinutes }: { offsetMinutes: number }) {
  const t = useAgentText();
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(new Date()), 1000);
    return () => window.clearInterval(timer);
  }, []);
  const gmt = gmtLabel(offsetMinutes);
  return (
    <p className="agent-centre__clock" data-testid="agent-clock">
      <span className="agent-centre__clock-label">{t('centre.clock', { gmt })}</span>{' '}
      {/* Not a live region: a reading every second would flood a screen reader. */}
      <time dateTime={now.toISOString()} data-testid="agent-clock-time">{formatInOffset(now, offsetMinutes, true)}</time>
    </p>
  );
}
