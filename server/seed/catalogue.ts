/**
 * The game catalogue of one tenant, built deterministically from its seed and its code: vendors per
 * game type (with the engine's display names and classifications) and games per vendor.
 */
import { GAME_TYPES, type GameType, type VendorCode } from '../../schemas/domain';
import type { Seed } from '../../schemas/seed';
import { buildVendorEntry } from '../../engine/profiles/index';
import { hashString, seededRandom } from '../../engine/profiles/seededRandom';
import { FLAG_CLASSIFICATIONS } from '../modules/catalogue/index';
import type { games, vendors } from '../modules/catalogue/schema';
import { NAME_PARTS } from './wordLists';

export type VendorRow = typeof vendors.$inferInsert;
export type GameRow = typeof games.$inferInsert;

/** The classification of games whose vendor offers only flag classifications. */
const DEFAULT_CLASSIFICATION: Record<GameType, string> = {
  ELOTT: 'SSC', LOTT: 'LHC', LIVE: 'TABLE', SPORTS: 'FOOTBALL', FISH: 'FISHING', RNG: 'SLOT', PVP: 'CARD', ESPORTS: 'MOBA', INHOUSE: 'ARCADE',
};

/** Game types whose games offer a free trial (supportPlay 0) now and then. */
const TRIAL_TYPES = new Set<GameType>(['ELOTT', 'FISH', 'RNG', 'PVP', 'INHOUSE']);

/** Path of a vendor's icon on the image host (served by server/routes/assets.ts). */
export function vendorIcon(vendor: string): string {
  return `/img/vendors/${vendor}.svg`;
}

/** Path of a game's icon on the image host. */
export function gameIcon(nodeId: string): string {
  return `/img/games/${nodeId}.svg`;
}

/** A stable numeric prefix per tenant, so that one tenant's node ids are not another's. */
function nodeIdPrefix(tenantCode: string): string {
  return String(1000 + (hashString(`nodeId/${tenantCode}`) % 9000));
}

function slug(text: string): string {
  return text.toLowerCase().replace(/[^a-z0-9]+/g, '_').replace(/^_+|_+$/g, '').slice(0, 48);
}

export interface Catalogue {
  vendors: VendorRow[];
  games: GameRow[];
}

/** How many games each vendor of a game type gets. */
function gameCounts(seed: Seed, gameType: GameType, vendorCount: number, random: () => number): number[] {
  const large = seed.largeCatalogue;
  if (large && large.gameType === gameType) {
    const base = Math.floor(large.count / vendorCount);
    const rest = large.count % vendorCount;
    return Array.from({ length: vendorCount }, (_, i) => base + (i < rest ? 1 : 0));
  }
  return Array.from({ length: vendorCount }, () => 20 + Math.floor(random() * 41));
}

/** The catalogue of a tenant: same seed and code, same rows. */
export function buildCatalogue(tenantCode: string, seed: Seed): Catalogue {
  const random = seededRandom(`${tenantCode}/catalogue`);
  const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)] as T;
  const prefix = nodeIdPrefix(tenantCode);
  const usedNames = new Set<string>();
  const vendorRows: VendorRow[] = [];
  const gameRows: GameRow[] = [];
  let vendorPosition = 0;
  let position = 0;

  const uniqueName = (gameType: GameType): string => {
    const parts = NAME_PARTS[gameType];
    for (let attempt = 0; attempt < 30; attempt++) {
      const name = [pick(parts.prefixes), pick(parts.cores)].filter((p) => p.length > 0).join(' ') + pick(parts.suffixes);
      if (!usedNames.has(name)) {
        usedNames.add(name);
        return name;
      }
    }
    // The word space is nearly used up: number the name.
    const base = [pick(parts.prefixes), pick(parts.cores)].filter((p) => p.length > 0).join(' ');
    for (let n = 2; ; n++) {
      const name = `${base} ${n}`;
      if (!usedNames.has(name)) {
        usedNames.add(name);
        return name;
      }
    }
  };

  for (const gameType of GAME_TYPES) {
    const codes: readonly VendorCode[] = seed.vendors[gameType] ?? [];
    if (codes.length === 0) continue;
    const counts = gameCounts(seed, gameType, codes.length, random);
    codes.forEach((vendor, vendorIndex) => {
      const entry = buildVendorEntry(tenantCode, gameType, vendor);
      const classifications = entry.gameClassify.map((c) => ({ key: c.key, displayName: c.displayName }));
      vendorRows.push({
        tenant: tenantCode,
        gameType,
        vassalage: vendor,
        displayName: entry.displayName,
        icon: vendorIcon(vendor),
        position: vendorPosition++,
        classifications,
      });
      const own = classifications.map((c) => c.key).filter((k) => !FLAG_CLASSIFICATIONS.has(k));
      const pool = own.length > 0 ? own : [DEFAULT_CLASSIFICATION[gameType]];
      const count = counts[vendorIndex] ?? 0;
      for (let i = 0; i < count; i++) {
        const gameName = uniqueName(gameType);
        const nodeId = `${prefix}${String(position + 1).padStart(6, '0')}`;
        gameRows.push({
          tenant: tenantCode,
          nodeId,
          gameCode: `${vendor.toLowerCase()}_${slug(gameName)}`,
          gameName,
          gameType,
          vassalage: vendor,
          classification: pick(pool),
          icon: gameIcon(nodeId),
          // The first game of every vendor is hot, so that every hot row has something to show.
          isHot: i === 0 || random() < 0.1,
          isNew: i === 1 || random() < 0.06,
          supportPlay: TRIAL_TYPES.has(gameType) && (i === 0 || random() < 0.3) ? 0 : 1,
          position: position++,
        });
      }
    });
  }
  return { vendors: vendorRows, games: gameRows };
}
