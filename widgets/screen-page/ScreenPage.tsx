/** The common frame of the side menu's pages: a titled section with the shared page styles. */
import type { ReactNode } from 'react';
import '../kit/ui/base.css';
import './screen-page.css';

export function ScreenPage({ id, title, children, className }: { id: string; title: string; children: ReactNode; className?: string }) {
  return (
    <section className={`screen-page${className === undefined ? '' : ` ${className}`}`} aria-labelledby={`${id}-title`} data-screen-page={id}>
      <h1 id={`${id}-title`} className="screen-page__title">{title}</h1>
      {children}
    </section>
  );
}
