import { produce } from 'immer';
import type { DiagnosticSink } from '../diagnostics/types';
import { isRecord } from '../isRecord';

/** The manifest format version this engine writes and reads natively. */
export const CURRENT_SCHEMA_VERSION = 2;

export type ManifestKind = 'layout' | 'features' | 'seed';

type Draft = Record<string, unknown>;

/** One step from `from` to `from + 1`; it edits a draft of the manifest in place. */
export interface Migration {
  from: number;
  kind: ManifestKind;
  description: string;
  apply(draft: Draft): void;
}

/** Ordered migrations; every one has a test (engine/migrate/migrateManifest.test.ts). */
export const MIGRATIONS: readonly Migration[] = [
  {
    from: 1,
    kind: 'layout',
    description: 'sideMenu.hiddenBlocks (a list) became sideMenu.blocks.<id>.hidden',
    apply(draft) {
      const side = draft.sideMenu;
      if (!isRecord(side) || !Array.isArray(side.hiddenBlocks)) return;
      const blocks = isRecord(side.blocks) ? side.blocks : {};
      for (const id of side.hiddenBlocks) {
        if (typeof id !== 'string') continue;
        const block = isRecord(blocks[id]) ? (blocks[id] as Draft) : {};
        block.hidden = true;
        blocks[id] = block;
      }
      side.blocks = blocks;
      delete side.hiddenBlocks;
    },
  },
  {
    from: 1,
    kind: 'features',
    description: 'theme as a name ("dark") became theme.default',
    apply(draft) {
      if (typeof draft.theme === 'string') draft.theme = { default: draft.theme };
    },
  },
];

/** Brings a manifest up to the current version (stage 2, migrate); undefined when it cannot. */
export function migrateManifest(kind: ManifestKind, value: unknown, sink: DiagnosticSink): unknown {
  if (!isRecord(value)) return value; // validation reports the wrong type
  const version = value.schemaVersion;
  if (version === undefined) {
    sink.report({
      code: 'SCHEMA_VERSION_MISSING',
      pointer: '',
      message: 'the manifest has no "schemaVersion"',
      hint: `add "schemaVersion": ${CURRENT_SCHEMA_VERSION}`,
    });
    return undefined;
  }
  if (typeof version !== 'number' || !Number.isInteger(version) || version < 1) return value; // validation reports it
  if (version > CURRENT_SCHEMA_VERSION) {
    sink.report({
      code: 'SCHEMA_VERSION_TOO_NEW',
      pointer: '/schemaVersion',
      message: `schemaVersion ${version} is newer than this engine understands (${CURRENT_SCHEMA_VERSION})`,
      hint: 'update the engine, or write the manifest for the version it supports',
    });
    return undefined;
  }
  if (version === CURRENT_SCHEMA_VERSION) return value;
  return produce(value, (draft: Draft) => {
    for (let v = version; v < CURRENT_SCHEMA_VERSION; v++) {
      for (const m of MIGRATIONS) if (m.from === v && m.kind === kind) m.apply(draft);
    }
    draft.schemaVersion = CURRENT_SCHEMA_VERSION;
  });
}
