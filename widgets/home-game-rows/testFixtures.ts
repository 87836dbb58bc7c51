/** Fixtures shared by the home widget tests (tests only). */
import type { ResolvedSite, SiteView } from '../../engine/index';
import type { Game } from '../../schemas/api/games';
import { game } from '../kit/games/testFixtures';

export { game };
import type { GameType } from '../../schemas/domain';

export function games(count: number, gameType: GameType = 'RNG', overrides: Partial<Game> = {}): Game[] {
  return Array.from({ length: count }, (_, i) => game(i + 1, gameType, overrides));
}

/** RNG and LIVE have vendors; FISH has an empty menu (no vendors). */
export const VENDOR_MENUS: ResolvedSite['navigation']['vendorMenus'] = [
  { gameType: 'LIVE', vendors: [{ vassalage: 'EG2', displayName: 'Evo Gaming', icon: '/v/eg2.png' }], layout: 'compact' },
  { gameType: 'FISH', vendors: [], layout: 'compact' },
  { gameType: 'RNG', vendors: [{ vassalage: 'PG', displayName: 'PG Soft', icon: '/v/pg.png' }], layout: 'compact' },
];

export const NAVIGATION: SiteView['navigation'] = [
  { id: 'home', label: 'Home', path: '/' },
  { id: 'LIVE', label: 'Live Casino', path: '/live' },
  { id: 'RNG', label: 'Slots', path: '/rng' },
];
