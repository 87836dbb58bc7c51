import { describe, expect, it, vi } from 'vitest';
import type { DiagnosticInput, DiagnosticSink } from '../diagnostics/types';
import { CURRENT_SCHEMA_VERSION, MIGRATIONS, migrateManifest, type ManifestKind, type Migration } from './migrateManifest';

function collect(): DiagnosticSink & { reported: DiagnosticInput[] } {
  const reported: DiagnosticInput[] = [];
  return { reported, report: (input) => reported.push(input) };
}

/** Runs a migration and returns the result with what was reported. */
function migrate(kind: ManifestKind, value: unknown): { value: unknown; reported: DiagnosticInput[] } {
  const sink = collect();
  return { value: migrateManifest(kind, value, sink), reported: sink.reported };
}

/**
 * Version-1 manifests that exercise the migrations. Each names the migration (by kind and
 * description) it is there for, so the 'every migration ran' test below can check coverage.
 */
const V1_FIXTURES: { kind: ManifestKind; for: string; before: object; after: object }[] = [
  {
    kind: 'layout',
    for: 'sideMenu.hiddenBlocks (a list) became sideMenu.blocks.<id>.hidden',
    before: {
      schemaVersion: 1,
      sideMenu: { collapsed: true, hiddenBlocks: ['vip', 'rescueTask'], blocks: { promotions: { promotionCount: 4 }, vip: { promotionCount: 2 } } },
    },
    after: {
      schemaVersion: 2,
      sideMenu: { collapsed: true, blocks: { promotions: { promotionCount: 4 }, vip: { promotionCount: 2, hidden: true }, rescueTask: { hidden: true } } },
    },
  },
  {
    kind: 'features',
    for: 'theme as a name ("dark") became theme.default',
    before: { schemaVersion: 1, theme: 'light', languages: { default: 'en' } },
    after: { schemaVersion: 2, theme: { default: 'light' }, languages: { default: 'en' } },
  },
];

describe('MIGRATIONS', () => {
  it('is ordered by version and only migrates versions below the current one', () => {
    const froms = MIGRATIONS.map((m) => m.from);
    expect(froms).toEqual([...froms].sort((a, b) => a - b));
    for (const m of MIGRATIONS) {
      expect(m.from).toBeGreaterThanOrEqual(1);
      expect(m.from).toBeLessThan(CURRENT_SCHEMA_VERSION);
      expect(m.description.length).toBeGreaterThan(0);
    }
  });

  it('every migration ran: migrateManifest applies each one to a v1 fixture, and it changes that fixture', () => {
    const changed = new Set<Migration>();
    const spies = MIGRATIONS.map((m) => {
      const original = m.apply.bind(m);
      return vi.spyOn(m, 'apply').mockImplementation((draft) => {
        const before = JSON.stringify(draft);
        original(draft);
        if (JSON.stringify(draft) !== before) changed.add(m);
      });
    });
    try {
      for (const fixture of V1_FIXTURES) migrate(fixture.kind, fixture.before);
    } finally {
      for (const spy of spies) spy.mockRestore();
    }
    const missing = MIGRATIONS.filter((m) => !changed.has(m)).map((m) => `${m.kind} from ${m.from}: ${m.description}`);
    expect(missing, 'migrations that no v1 fixture exercised').toEqual([]);
    // Each fixture names a migration that exists.
    for (const fixture of V1_FIXTURES) expect(MIGRATIONS.some((m) => m.kind === fixture.kind && m.description === fixture.for)).toBe(true);
  });

  it.each(V1_FIXTURES.map((f) => [f.for, f] as const))('migrates a v1 manifest: %s', (_name, fixture) => {
    const { value, reported } = migrate(fixture.kind, fixture.before);
    expect(reported).toEqual([]);
    expect(value).toEqual(fixture.after);
  });
});

describe('migrateManifest: layout sideMenu.hiddenBlocks', () => {
  it('turns every listed block into blocks.<id>.hidden and drops the list', () => {
    const { value } = migrate('layout', { schemaVersion: 1, sideMenu: { hiddenBlocks: ['invite', 'vip'] } });
    expect(value).toEqual({ schemaVersion: 2, sideMenu: { blocks: { invite: { hidden: true }, vip: { hidden: true } } } });
  });

  it('keeps existing block settings and other sideMenu keys', () => {
    const { value } = migrate('layout', {
      schemaVersion: 1,
      sideMenu: { collapsed: false, hiddenGameTypes: ['FISH'], hiddenBlocks: ['promotions'], blocks: { promotions: { promotionCount: 3 }, home: { hidden: false } } },
    });
    expect(value).toEqual({
      schemaVersion: 2,
      sideMenu: { collapsed: false, hiddenGameTypes: ['FISH'], blocks: { promotions: { promotionCount: 3, hidden: true }, home: { hidden: false } } },
    });
  });

  it('skips entries that are not strings (validation reports them) and still removes the list', () => {
    const { value } = migrate('layout', { schemaVersion: 1, sideMenu: { hiddenBlocks: ['vip', 3, null] } });
    expect(value).toEqual({ schemaVersion: 2, sideMenu: { blocks: { vip: { hidden: true } } } });
  });

  it('leaves a v1 layout without hiddenBlocks as it is, apart from the version', () => {
    const before = { schemaVersion: 1, sideMenu: { collapsed: true }, pages: { home: [{ widget: 'winner-board' }] } };
    expect(migrate('layout', before).value).toEqual({ ...before, schemaVersion: 2 });
  });

  it('does not apply the layout migration to a features manifest', () => {
    const before = { schemaVersion: 1, sideMenu: { hiddenBlocks: ['vip'] } };
    expect(migrate('features', before).value).toEqual({ ...before, schemaVersion: 2 });
  });
});

describe('migrateManifest: features theme string', () => {
  it('turns theme "dark" into theme.default', () => {
    expect(migrate('features', { schemaVersion: 1, theme: 'dark' }).value).toEqual({ schemaVersion: 2, theme: { default: 'dark' } });
  });

  it('leaves a theme object alone', () => {
    const before = { schemaVersion: 1, theme: { default: 'light', dark: { primary: '#000000' } } };
    expect(migrate('features', before).value).toEqual({ ...before, schemaVersion: 2 });
  });

  it('does not apply the features migration to a layout manifest', () => {
    expect(migrate('layout', { schemaVersion: 1, theme: 'dark' }).value).toEqual({ schemaVersion: 2, theme: 'dark' });
  });
});

describe('migrateManifest: versions', () => {
  it('refuses a manifest without schemaVersion with SCHEMA_VERSION_MISSING', () => {
    const { value, reported } = migrate('layout', { pages: {} });
    expect(value).toBeUndefined();
    expect(reported).toHaveLength(1);
    expect(reported[0]).toMatchObject({ code: 'SCHEMA_VERSION_MISSING', pointer: '' });
    expect(reported[0]?.hint).toBe(`add "schemaVersion": ${CURRENT_SCHEMA_VERSION}`);
  });

  it('refuses a version newer than the engine with SCHEMA_VERSION_TOO_NEW at /schemaVersion', () => {
    const { value, reported } = migrate('features', { schemaVersion: CURRENT_SCHEMA_VERSION + 1 });
    expect(value).toBeUndefined();
    expect(reported).toHaveLength(1);
    expect(reported[0]).toMatchObject({ code: 'SCHEMA_VERSION_TOO_NEW', pointer: '/schemaVersion' });
    expect(reported[0]?.message).toContain(String(CURRENT_SCHEMA_VERSION + 1));
    expect(reported[0]?.message).toContain(String(CURRENT_SCHEMA_VERSION));
  });

  it('returns a current manifest unchanged: the same object, nothing reported', () => {
    const current = { schemaVersion: CURRENT_SCHEMA_VERSION, theme: 'dark', sideMenu: { hiddenBlocks: ['vip'] } };
    for (const kind of ['layout', 'features', 'seed'] as const) {
      const { value, reported } = migrate(kind, current);
      expect(value).toBe(current);
      expect(reported).toEqual([]);
    }
  });

  it('leaves a wrong version type and non-objects to validation (returned as they are, nothing reported)', () => {
    for (const input of [{ schemaVersion: '1' }, { schemaVersion: 1.5 }, { schemaVersion: 0 }, [1, 2], 'text', null]) {
      const { value, reported } = migrate('layout', input);
      expect(value).toBe(input);
      expect(reported).toEqual([]);
    }
  });

  it('raises a v1 seed to the current version (no seed migrations)', () => {
    expect(migrate('seed', { schemaVersion: 1, vendors: { RNG: ['PG'] } }).value).toEqual({ schemaVersion: CURRENT_SCHEMA_VERSION, vendors: { RNG: ['PG'] } });
  });

  it('does not mutate the input', () => {
    for (const fixture of V1_FIXTURES) {
      const input = structuredClone(fixture.before);
      const snapshot = structuredClone(input);
      const { value } = migrate(fixture.kind, input);
      expect(input).toEqual(snapshot);
      expect(value).not.toBe(input);
    }
  });
});
