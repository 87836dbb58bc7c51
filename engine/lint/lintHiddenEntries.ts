import type { DiagnosticSink } from '../diagnostics/types';
import { isRecord } from '../isRecord';
import { escapeSegment } from '../load/pointer';
import type { FeaturesManifest, LayoutManifest } from '../manifestTypes';

function strings(value: unknown): Set<string> {
  return new Set(Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : []);
}

/**
 * Entries that lead to what the tenant itself hides (stage 4 on the merged manifests): a home row or
 * a game centre for a game type `gameTypes.hidden` hides, a member or agent centre that opens on a
 * page its menu hides. Each is an error at the entry: the visitor would meet an empty row, a lobby
 * that answers as an unknown path, or a page the menu does not offer.
 */
export function lintHiddenEntries(layout: LayoutManifest, features: FeaturesManifest, sink: DiagnosticSink): void {
  const hiddenTypes = strings(features.gameTypes?.hidden);
  const hiddenMember = strings(layout.memberMenu?.hidden);
  const hiddenAgent = strings(layout.agentMenu?.hidden);
  for (const [page, placements] of Object.entries(layout.pages ?? {})) {
    placements.forEach((placement, i) => {
      if (!isRecord(placement.props)) return;
      const at = `/pages/${escapeSegment(page)}/${i}/props`;
      const name = `"${placement.id ?? placement.widget}" on page "${page}"`;
      const props = placement.props;
      if (placement.widget === 'home-game-rows' && Array.isArray(props.rows)) {
        props.rows.forEach((row: unknown, j) => {
          if (typeof row !== 'string' || !hiddenTypes.has(row)) return;
          sink.report({
            code: 'ENTRY_HIDDEN',
            pointer: `${at}/rows/${j}`,
            message: `the home row "${row}" of ${name} leads to a game type the tenant hides (features.json gameTypes.hidden): the row would never show`,
            hint: `remove "${row}" from the rows, or from gameTypes.hidden to show the game type again`,
          });
        });
      }
      if (placement.widget === 'game-centre' && typeof props.gameType === 'string' && hiddenTypes.has(props.gameType)) {
        sink.report({
          code: 'ENTRY_HIDDEN',
          pointer: `${at}/gameType`,
          message: `${name} shows the game type "${props.gameType}", which the tenant hides (features.json gameTypes.hidden): its lobby answers as an unknown path`,
          hint: `show another game type, or remove "${props.gameType}" from gameTypes.hidden`,
        });
      }
      const centre = placement.widget === 'member-centre' ? { hidden: hiddenMember, menu: 'memberMenu' } : placement.widget === 'agent-centre' ? { hidden: hiddenAgent, menu: 'agentMenu' } : undefined;
      if (centre !== undefined && typeof props.defaultPage === 'string' && centre.hidden.has(props.defaultPage)) {
        sink.report({
          code: 'ENTRY_HIDDEN',
          pointer: `${at}/defaultPage`,
          message: `${name} opens on the page "${props.defaultPage}", which the tenant hides from the menu (${centre.menu}.hidden)`,
          hint: `open on a page the menu shows, or remove "${props.defaultPage}" from ${centre.menu}.hidden`,
        });
      }
    });
  }
}
