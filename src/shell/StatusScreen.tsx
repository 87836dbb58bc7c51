import type { SiteView } from '../../engine/index';

export interface StatusScreenProps {
  /** The tenant's title, shown above the status. */
  brand: string;
  screen: Exclude<SiteView['screen'], 'normal'>;
  text: { title: string; body: string };
}

/** Full-page maintenance or region-restricted screen: it replaces the whole app (SPEC section 2). */
export function StatusScreen({ brand, screen, text }: StatusScreenProps) {
  return (
    <main className="full-screen" data-screen={screen}>
      <p className="full-screen__brand">{brand}</p>
      <h1>{text.title}</h1>
      <p>{text.body}</p>
    </main>
  );
}
