/**
 * What the shell hands its widgets: the resolved site, its view for the current session and language,
 * and the visitor's display choices. Widgets never import the app shell (ARCHITECTURE.md), so the
 * shell provides this value and widgets read it with `usePortal()`.
 */
import { createContext, useContext, type ComponentType } from 'react';
import type { ResolvedSite, SiteView } from '../../engine/index';
import type { Language, ThemeName } from '../../schemas/domain';
import type { WidgetId } from '../../schemas/widgets';

/** The shell's slot for one placed widget: lazy loading and an error boundary (src/shell/WidgetSlot). */
export type PlacedWidgetSlot = ComponentType<{ widget: WidgetId; props: Record<string, unknown> }>;

export interface PortalContextValue {
  site: ResolvedSite;
  /** viewSite(site, session, language), recomputed when the language or the session changes. */
  view: SiteView;
  theme: ThemeName;
  /** Re-applies the theme tokens as CSS custom properties, without a reload. */
  setTheme(theme: ThemeName): void;
  /** Switches i18next and re-runs viewSite, without a reload. */
  setLanguage(language: Language): void;
  sideMenuCollapsed: boolean;
  setSideMenuCollapsed(collapsed: boolean): void;
  /** The image host picked for this visit from the site permission's imageCDNs, without a trailing slash. */
  imageHost: string;
  /** The game-launch host picked for this visit from the site permission's launchGameCDNs, without a trailing slash. */
  launchHost: string;
  /**
   * Shows widgets the manifests placed inside a widget (the member-centre frame shows its current
   * page's): widgets never import the shell, so it hands its slot down.
   */
  Slot: PlacedWidgetSlot;
}

const PortalContext = createContext<PortalContextValue | null>(null);

export const PortalContextProvider = PortalContext.Provider;

/** The portal's state; only inside the shell's PortalContextProvider. */
export function usePortal(): PortalContextValue {
  const value = useContext(PortalContext);
  if (value === null) throw new Error('usePortal() needs a PortalContextProvider above it (the shell renders one)');
  return value;
}

/** The URL of a path on the image host (vendor icons and logos). */
export function imageUrl(imageHost: string, path: string): string {
  return `${imageHost}${path.startsWith('/') ? '' : '/'}${path}`;
}
