import type { GameType, VendorCode } from '../../schemas/domain';
import { GAME_TYPES } from '../../schemas/domain';
import type { GameClassify, GameMenus, VendorEntry } from '../../schemas/server/game-menus';
import type { Seed } from '../../schemas/seed';
import { hashString, seededShuffle } from './seededRandom';

/** Display names of the vendors the product knows. */
export const VENDOR_DISPLAY_NAMES = {
  PG: 'PG Soft', EG2: 'EG Gaming', PT: 'Playtech', JDB: 'JDB Gaming', CQ9: 'CQ9 Gaming', FC: 'Fa Chai',
  JL: 'JILI', BGS: 'BGS Gaming', IMES: 'IM Esports', TF: 'TF Gaming', AV: 'AV Esports', SV3: 'SV388',
  SPB: 'Spribe', EVO: 'Evolution', SEXY: 'Sexy Baccarat', DG: 'Dream Gaming', SBO: 'SBOBET', SABA: 'SABA Sports',
  KA: 'KA Gaming', KY: 'KY Chess', V8: 'V8 Poker', PP: 'Pragmatic Play', HAB: 'Habanero', SPADE: 'Spadegaming',
  MG: 'Microgaming', NLC: 'Nolimit City', YGG: 'Yggdrasil', LOTT: 'Lottery', ELOTT: 'E-Lottery',
  VNL: 'VN Lottery', SEAL: 'SEA Lottery',
} as const satisfies Record<VendorCode, string>;

const CLASSIFICATION_NAMES: Record<string, string> = {
  ALL: 'All', HOT: 'Hot', NEW: 'New', SLOT: 'Slots', TABLE: 'Table games', JACKPOT: 'Jackpot', ARCADE: 'Arcade',
  BACCARAT: 'Baccarat', ROULETTE: 'Roulette', SICBO: 'Sic Bo', FISHING: 'Fishing', FOOTBALL: 'Football',
  BASKETBALL: 'Basketball', TENNIS: 'Tennis', MOBA: 'MOBA', SHOOTER: 'Shooter', CARD: 'Card games', CRASH: 'Crash',
  '11X5': '11 choose 5', LF: 'Lucky fast', LHC: 'Mark Six', PK10: 'PK10', SSC: 'Time lottery',
};

/** Classifications a vendor of each game type may offer besides ALL. */
const CLASSIFICATION_POOLS: Record<GameType, readonly string[]> = {
  ELOTT: ['11X5', 'LF', 'PK10', 'SSC', 'HOT'],
  LOTT: ['LHC', '11X5', 'PK10', 'SSC'],
  LIVE: ['BACCARAT', 'ROULETTE', 'SICBO', 'TABLE', 'HOT'],
  SPORTS: ['FOOTBALL', 'BASKETBALL', 'TENNIS', 'HOT'],
  FISH: ['FISHING', 'ARCADE', 'HOT', 'NEW'],
  RNG: ['SLOT', 'TABLE', 'HOT', 'JACKPOT', 'ARCADE', 'NEW'],
  PVP: ['CARD', 'TABLE', 'HOT'],
  ESPORTS: ['MOBA', 'SHOOTER', 'HOT'],
  INHOUSE: ['CRASH', 'ARCADE', 'HOT'],
};

/** Path of a vendor's icon on the image host. */
export function vendorIconPath(vendor: string): string {
  return `/img/vendors/${vendor}.png`;
}

function classification(key: string, vendor: string): GameClassify {
  return {
    key,
    displayName: CLASSIFICATION_NAMES[key] ?? key,
    vendors: { [vendor]: `${vendor}_${key}`.toLowerCase() },
  };
}

/** ALL, then 1 to 3 more picked from the game type's pool, seeded by tenant, game type and vendor. */
function classificationsFor(tenantCode: string, gameType: GameType, vendor: string): GameClassify[] {
  const seed = `${tenantCode}/${gameType}/${vendor}`;
  const extra = 1 + (hashString(seed) % 3);
  const picked = seededShuffle(CLASSIFICATION_POOLS[gameType], seed).slice(0, extra);
  return [classification('ALL', vendor), ...picked.map((key) => classification(key, vendor))];
}

/** One vendor entry of the game menus. */
export function buildVendorEntry(tenantCode: string, gameType: GameType, vendor: VendorCode): VendorEntry {
  return {
    vassalage: vendor,
    displayName: VENDOR_DISPLAY_NAMES[vendor],
    lagerIcon: vendorIconPath(vendor),
    gameType,
    gameClassify: classificationsFor(tenantCode, gameType, vendor),
  };
}

/** The `/lgw/games/game_menus` value for a seed's vendors, in GAME_TYPES order; game types without vendors are absent. */
export function buildGameMenus(vendors: Seed['vendors'], tenantCode: string): GameMenus {
  const menus: GameMenus = [];
  for (const gameType of GAME_TYPES) {
    const codes = vendors[gameType] ?? [];
    if (codes.length === 0) continue;
    menus.push({ gameCategory: gameType, vendors: codes.map((code) => buildVendorEntry(tenantCode, gameType, code)) });
  }
  return menus;
}
