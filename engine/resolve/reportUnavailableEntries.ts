import type { GameMenus } from '../../schemas/server/game-menus';
import { BUILT_IN_ROUTES } from '../defaults/builtInRoutes';
import type { DiagnosticSink } from '../diagnostics/types';
import { isRecord } from '../isRecord';
import { escapeSegment } from '../load/pointer';
import { operatorLinks } from '../lint/operatorLinks';
import type { LayoutManifest } from '../manifestTypes';
import { routeAtPath } from './routePath';

type Vendors = ReadonlyMap<string, GameMenus[number]['vendors']>;

function seedHint(gameType: string, seeded: boolean): string {
  return seeded ? `on the reference server: "vendors": { "${gameType}": [...] } in the tenant's seed.json` : 'ask the merchant\'s backend to offer it';
}

/**
 * Entries the manifests point at a game type or vendor this server does not offer (stage 6, with the
 * server's game menus): a link of operator HTML to a lobby without vendors or to a vendor the lobby
 * lacks (`?vassalage=`), a game centre set to such a game type or vendor. Warnings, since they
 * depend on the server (as ROW_UNAVAILABLE); what the tenant hides itself is ENTRY_HIDDEN at compile.
 */
export function reportUnavailableEntries(layout: LayoutManifest, domains: readonly string[], types: Vendors, hidden: ReadonlySet<string>, seeded: boolean, sink: DiagnosticSink): void {
  const has = (gameType: string, vendor: string) => (types.get(gameType) ?? []).some((v) => v.vassalage === vendor);
  const offered = (gameType: string) => (types.get(gameType) ?? []).map((v) => `"${v.vassalage}"`).join(', ');
  const routes = [...BUILT_IN_ROUTES, ...(layout.routes ?? []).flatMap((r) => (r.remove === true || r.path === undefined ? [] : [{ path: r.path, aliases: r.aliases ?? [] }]))];
  for (const link of operatorLinks(layout, domains)) {
    const route = routeAtPath(routes, link.path);
    const gameType = route !== undefined && 'gameType' in route ? route.gameType : undefined;
    if (gameType === undefined || hidden.has(gameType)) continue;
    const where = `the link "${link.href}" in the ${link.language} html of ${link.entry}`;
    const vendor = link.query.get('vassalage');
    if (!types.has(gameType)) {
      sink.report({
        code: 'ENTRY_UNAVAILABLE',
        severity: 'warning',
        pointer: link.pointer,
        message: `${where} leads to the lobby of "${gameType}", which this server has no vendors for (or turned off): the path answers as an unknown one and the visitor lands on the home page`,
        hint: `remove the link, or give ${gameType} vendors (${seedHint(gameType, seeded)})`,
      });
    } else if (vendor !== null && !has(gameType, vendor)) {
      sink.report({
        code: 'ENTRY_UNAVAILABLE',
        severity: 'warning',
        pointer: link.pointer,
        message: `${where} asks for the vendor "${vendor}" in the ${gameType} lobby, which this server does not offer there: the lobby opens on all its vendors`,
        hint: `link to a vendor the lobby has (${offered(gameType)}), or give ${gameType} the vendor "${vendor}" (${seedHint(gameType, seeded)})`,
      });
    }
  }
  for (const [page, placements] of Object.entries(layout.pages ?? {})) {
    placements.forEach((placement, i) => {
      if (placement.widget !== 'game-centre' || placement.remove === true || !isRecord(placement.props)) return;
      const { gameType, vendor } = placement.props;
      if (typeof gameType !== 'string' || hidden.has(gameType)) return;
      const at = `/pages/${escapeSegment(page)}/${i}/props`;
      const name = `"${placement.id ?? placement.widget}" on page "${page}"`;
      if (!types.has(gameType)) {
        sink.report({
          code: 'ENTRY_UNAVAILABLE',
          severity: 'warning',
          pointer: `${at}/gameType`,
          message: `${name} shows the game type "${gameType}", which this server has no vendors for (or turned off): the lobby stays empty`,
          hint: `show another game type, or give ${gameType} vendors (${seedHint(gameType, seeded)})`,
        });
      } else if (typeof vendor === 'string' && !has(gameType, vendor)) {
        sink.report({
          code: 'ENTRY_UNAVAILABLE',
          severity: 'warning',
          pointer: `${at}/vendor`,
          message: `${name} selects the vendor "${vendor}" first, which this server does not offer for ${gameType}: the lobby opens on all its vendors`,
          hint: `select a vendor the lobby has (${offered(gameType)}), or give ${gameType} the vendor "${vendor}" (${seedHint(gameType, seeded)})`,
        });
      }
    });
  }
}
