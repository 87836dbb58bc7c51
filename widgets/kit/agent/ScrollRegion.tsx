/** A wide table's scroller that a keyboard can reach (focusable, named): the agent tables have many columns. */
import type { ReactNode } from 'react';

export function ScrollRegion({ label, children }: { label: string; children: ReactNode }) {
  return <div className="agent-scroll" role="region" aria-label={label} tabIndex={0}>{children}</div>;
}
