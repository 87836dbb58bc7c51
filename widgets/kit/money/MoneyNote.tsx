/** The answer to a submission beside its form: a success (status) or the catalogue's failure (alert). */
import type { ReactNode } from 'react';

export function MoneyNote({ tone, children, testId }: { tone: 'ok' | 'error' | 'info'; children: ReactNode; testId?: string }) {
  return (
    <p className={`money-note money-note--${tone}`} role={tone === 'error' ? 'alert' : 'status'} data-testid={testId}>
      {children}
    </p>
  );
}
