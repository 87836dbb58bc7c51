import type { ReactNode } from 'react';
import './status-screen.css';

export interface StatusScreenLayoutProps {
  /** Shown as `data-screen`, for styling and tests. */
  screen: 'maintenance' | 'regionRestricted' | 'manifest-error';
  /** The brand above the title; absent when no manifest loaded. */
  brand?: string;
  title: string;
  children?: ReactNode;
  role?: 'alert';
}

/** The full-page layout shared by the maintenance, region-blocked and manifest-error screens. */
export function StatusScreenLayout({ screen, brand, title, children, role }: StatusScreenLayoutProps) {
  return (
    <main className="status-screen" data-screen={screen} role={role}>
      <div className="status-screen__card">
        {brand !== undefined && <p className="status-screen__brand">{brand}</p>}
        <h1>{title}</h1>
        {children}
      </div>
    </main>
  );
}
