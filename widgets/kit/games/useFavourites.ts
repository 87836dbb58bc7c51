/**
 * The member's favourite games (SPEC sections 3, 4 and 9): the favourite node ids (read only with a
 * session), and a toggle that is throttled to once per 1000 ms and calls add or remove by the current
 * state. The change is optimistic: the ids, and every cached favourites list (a removed game leaves
 * the lists at once), are updated in TanStack Query's cache before the call; a failure undoes exactly
 * that change and shows the catalogue message; either way the favourites are refetched afterwards.
 */
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useCallback, useMemo, useRef } from 'react';
import type { FavouriteIdsValue, FavouriteListValue, Game } from '../../../schemas/api/games';
import { errorTextKey } from '../ui/errorText';
import { usePortalActions, usePortalData } from '../../portal-context/PortalData';
import { usePortalSession } from '../../portal-context/PortalSession';
import { useRequireAccount } from '../../portal-context/useRequireAccount';
import { FAVOURITE_THROTTLE_MS } from './constants';

/** What a favourite change needs of a game (the favourite payload: nodeId, vendor, gameType). */
export type FavouriteGame = Pick<Game, 'nodeId' | 'vassalage' | 'gameType'>;

export interface Favourites {
  /** Favourite node ids, latest first; empty without a session or before the first answer. */
  ids: readonly string[];
  /** Whether the ids have been read (always false without a session). */
  loaded: boolean;
  isFavourite(nodeId: string): boolean;
  /** Adds or removes by the current state; guests get the login modal; at most once per 1000 ms. */
  toggle(game: FavouriteGame): void;
  /**
   * Makes the game a favourite or not; nothing happens when it already is in that state (so adding
   * a favourite twice calls nothing). Not throttled: `toggle` is the throttled entry point.
   */
  setFavourite(game: FavouriteGame, favourite: boolean): Promise<void>;
}

/** The ids with the node added first or removed. */
function withId(ids: readonly string[] | undefined, nodeId: string, favourite: boolean): string[] {
  const rest = (ids ?? []).filter((id) => id !== nodeId);
  return favourite ? [nodeId, ...rest] : rest;
}

/** Removes the game from every cached favourites list; returns how to put it back where it was. */
function removeFromLists(queryClient: QueryClient, listKey: readonly unknown[], nodeId: string): () => void {
  const undo: (() => void)[] = [];
  for (const [key, list] of queryClient.getQueriesData<FavouriteListValue>({ queryKey: listKey })) {
    if (list === undefined) continue;
    const index = list.content.findIndex((game) => game.nodeId === nodeId);
    const removed = list.content[index];
    if (removed === undefined) continue;
    queryClient.setQueryData<FavouriteListValue>(key, (current) => current && {
      ...current,
      content: current.content.filter((game) => game.nodeId !== nodeId),
      totalCount: Math.max(0, current.totalCount - 1),
    });
    undo.push(() => queryClient.setQueryData<FavouriteListValue>(key, (current) => {
      if (current === undefined || current.content.some((game) => game.nodeId === nodeId)) return current;
      const content = [...current.content];
      content.splice(Math.min(index, content.length), 0, removed);
      return { ...current, content, totalCount: current.totalCount + 1 };
    }));
  }
  return () => { for (const step of undo) step(); };
}

export function useFavourites(): Favourites {
  const { session } = usePortalSession();
  const { useCall, useCallKey, useCaller } = usePortalData();
  const { call, invalidate } = useCaller();
  const { showMessage } = usePortalActions();
  const requireAccount = useRequireAccount();
  const queryClient = useQueryClient();
  const signedIn = session.kind !== 'anonymous';
  const result = useCall('favouriteIds', undefined, { enabled: signedIn });
  const idsKey = useCallKey('favouriteIds', undefined);
  // Without params the key is the prefix of every favourites list's key (any filter, any page).
  const listKey = useCallKey('favouriteList', undefined);
  const lastToggle = useRef<number | null>(null);
  const ids = useMemo(() => (signedIn ? (result.data ?? []) : []), [signedIn, result.data]);

  const setFavourite = useCallback(async (game: FavouriteGame, favourite: boolean) => {
    // The cache holds the latest state (an earlier change may still be on its way).
    const current = queryClient.getQueryData<FavouriteIdsValue>(idsKey) ?? ids;
    if (current.includes(game.nodeId) === favourite) return;
    void queryClient.cancelQueries({ queryKey: idsKey });
    queryClient.setQueryData<FavouriteIdsValue>(idsKey, (before) => withId(before ?? current, game.nodeId, favourite));
    const restoreLists = favourite ? () => undefined : removeFromLists(queryClient, listKey, game.nodeId);
    const payload = { nodeId: game.nodeId, vendor: game.vassalage, gameType: game.gameType };
    try {
      if (favourite) await call('addFavourite', payload);
      else await call('removeFavourite', payload);
    } catch (error: unknown) {
      queryClient.setQueryData<FavouriteIdsValue>(idsKey, (after) => withId(after, game.nodeId, !favourite));
      restoreLists();
      void showMessage({ text: errorTextKey(error), tone: 'warning' });
    } finally {
      void invalidate(['favouriteIds', 'favouriteList']);
    }
  }, [queryClient, idsKey, listKey, ids, call, invalidate, showMessage]);

  const toggle = useCallback((game: FavouriteGame) => {
    if (!requireAccount('login')) return;
    const now = Date.now();
    if (lastToggle.current !== null && now - lastToggle.current < FAVOURITE_THROTTLE_MS) return;
    lastToggle.current = now;
    const cached = queryClient.getQueryData<FavouriteIdsValue>(idsKey);
    if (cached !== undefined || !signedIn) {
      void setFavourite(game, !(cached ?? ids).includes(game.nodeId));
      return;
    }
    // The ids have not arrived (a page opened a moment ago shows its cards' own flag, as the
    // favourites page does): the state is read, joining the read under way, before deciding, so a
    // shown favourite is removed rather than added again.
    queryClient.fetchQuery({ queryKey: idsKey, queryFn: () => call('favouriteIds') }).then(
      (current) => setFavourite(game, !current.includes(game.nodeId)),
      (error: unknown) => showMessage({ text: errorTextKey(error), tone: 'warning' }),
    );
  }, [requireAccount, queryClient, idsKey, ids, signedIn, call, showMessage, setFavourite]);

  const isFavourite = useCallback((nodeId: string) => ids.includes(nodeId), [ids]);
  return useMemo(() => ({ ids, loaded: signedIn && result.data !== undefined, isFavourite, toggle, setFavourite }), [ids, signedIn, result.data, isFavourite, toggle, setFavourite]);
}
