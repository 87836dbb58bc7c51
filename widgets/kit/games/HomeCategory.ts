/**
 * The home's selected game category (SPEC section 2: the category menu and a row's 'more' button
 * switch it). It lives in the URL search param `category`, so back and forward work and the category
 * menu and the home game rows share it without a provider of their own.
 */
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { GameType } from '../../../schemas/domain';
import { usePortal } from '../../portal-context/PortalContext';
import { useText } from '../../portal-context/useText';

/** The search param that holds the selected home category. */
export const HOME_CATEGORY_PARAM = 'category';

/** A home category: the hot games, the member's recent games (signed in only), or a game type that has vendors. */
export type HomeCategory = 'HOT' | 'RECENT' | GameType;

export interface HomeCategoryEntry {
  id: HomeCategory;
  label: string;
}

/** Game types with at least one vendor, in the site's menu order (engine resolveNavigation). */
export function useVendorGameTypes(): GameType[] {
  const { site } = usePortal();
  return useMemo(
    () => site.navigation.vendorMenus.filter((menu) => menu.vendors.length > 0).map((menu) => menu.gameType),
    [site.navigation.vendorMenus],
  );
}

/** Label of a game type: the view's navigation label (tenant copy applied), else the catalogue text. */
export function useGameTypeLabel(): (gameType: GameType) => string {
  const { view } = usePortal();
  const w = useText();
  return useCallback(
    (gameType: GameType) => view.navigation.find((item) => item.id === gameType)?.label ?? w(`gameType.${gameType}`),
    [view.navigation, w],
  );
}

/** Whether the view has a session, whose recent games RECENT shows (guests have no history). */
function useSignedIn(): boolean {
  return usePortal().view.session !== 'anonymous';
}

/** HOT, RECENT for a signed-in visitor, then the game types that have vendors, with their labels. */
export function useHomeCategories(): HomeCategoryEntry[] {
  const types = useVendorGameTypes();
  const label = useGameTypeLabel();
  const w = useText();
  const signedIn = useSignedIn();
  return useMemo(
    () => [
      { id: 'HOT' as const, label: w('homeGames.hot') },
      ...(signedIn ? [{ id: 'RECENT' as const, label: w('route.recent') }] : []),
      ...types.map((gameType) => ({ id: gameType, label: label(gameType) })),
    ],
    [types, label, w, signedIn],
  );
}

/**
 * The selected category (null when none or when the param names no current category) and a setter
 * that pushes a history entry (null clears the param); other search params are kept.
 */
export function useHomeCategory(): [HomeCategory | null, (category: HomeCategory | null) => void] {
  const [params, setParams] = useSearchParams();
  const types = useVendorGameTypes();
  const signedIn = useSignedIn();
  const raw = params.get(HOME_CATEGORY_PARAM);
  const selected = raw === 'HOT' || (raw === 'RECENT' && signedIn) ? raw : (types.find((type) => type === raw) ?? null);
  const select = useCallback(
    (category: HomeCategory | null) => {
      setParams((previous) => {
        const next = new URLSearchParams(previous);
        if (category === null) next.delete(HOME_CATEGORY_PARAM);
        else next.set(HOME_CATEGORY_PARAM, category);
        return next;
      });
    },
    [setParams],
  );
  return [selected, select];
}
