import { Ajv, type AnySchema } from 'ajv';
import { describe, expect, it } from 'vitest';
import { LAZY_GROUPS } from '../schemas/domain';
import { WIDGET_CATALOGUE, WIDGET_IDS, WIDGET_KINDS, isWidgetId, type WidgetId } from '../schemas/widgets';
import { defaultWidgetProps, shellWidgetProps, unbuiltWidgetIds, widgetRegistry } from './index';
import { MEMBER_CENTRE_WIDGETS } from './member-centre/memberWidgets';

const KEBAB_CASE = /^[a-z][a-z0-9]*(-[a-z0-9]+)*$/;

/** Same strictness as the build's validators, with defaults filled in as the engine does. */
function strictAjv(useDefaults: boolean): Ajv {
  return new Ajv({ strict: true, allErrors: true, useDefaults });
}

interface SchemaNode {
  readonly [key: string]: unknown;
}

/** Every subschema that declares a default, with its JSON pointer inside the props schema. */
function schemasWithDefaults(node: unknown, pointer = ''): { pointer: string; schema: SchemaNode }[] {
  if (typeof node !== 'object' || node === null) return [];
  const found: { pointer: string; schema: SchemaNode }[] = [];
  const schema = node as SchemaNode;
  if (!Array.isArray(node) && 'default' in schema) found.push({ pointer, schema });
  for (const [key, value] of Object.entries(schema)) {
    // Values, not schemas, live under these keys.
    if (key === 'default' || key === 'examples' || key === 'enum' || key === 'const') continue;
    found.push(...schemasWithDefaults(value, `${pointer}/${key}`));
  }
  return found;
}

function propsAfterDefaults(id: WidgetId, props: object): Record<string, unknown> {
  const validate = strictAjv(true).compile(WIDGET_CATALOGUE[id].propsSchema);
  const filled = structuredClone(props) as Record<string, unknown>;
  expect(validate(filled), JSON.stringify(validate.errors)).toBe(true);
  return filled;
}

describe('widget catalogue', () => {
  it('lists exactly the declared ids, in order, once each', () => {
    expect(Object.keys(WIDGET_CATALOGUE)).toEqual([...WIDGET_IDS]);
    expect(new Set(WIDGET_IDS).size).toBe(WIDGET_IDS.length);
  });

  it.each(WIDGET_IDS)('%s has a kebab-case id, a known kind and lazy group, and a one-line description', (id) => {
    const entry = WIDGET_CATALOGUE[id];
    expect(id).toMatch(KEBAB_CASE);
    expect(WIDGET_KINDS).toContain(entry.kind);
    expect(LAZY_GROUPS).toContain(entry.lazyGroup);
    expect(entry.description).toMatch(/^[^\n]{10,140}$/);
    expect(entry.propsSchema.$id).toBe(`widget/${id}`);
  });

  it.each(WIDGET_IDS)('%s props schema compiles under ajv strict mode and its defaults validate', (id) => {
    const schema = WIDGET_CATALOGUE[id].propsSchema as SchemaNode;
    expect(() => strictAjv(true).compile(schema)).not.toThrow();

    // Each default is valid for the schema that declares it (checked without filling, so nothing mutates).
    const ajv = strictAjv(false);
    for (const { pointer, schema: sub } of schemasWithDefaults(schema)) {
      const validate = ajv.compile(sub);
      expect(validate(sub.default), `default at ${pointer || '/'}: ${JSON.stringify(validate.errors)}`).toBe(true);
    }

    // Props a manifest may omit entirely validate once defaults are filled; widgets with required
    // props document a minimal example instead.
    const required = (schema.required as readonly string[] | undefined) ?? [];
    const examples = (schema.examples as readonly object[] | undefined) ?? [];
    if (required.length === 0) propsAfterDefaults(id, {});
    else expect(examples.length, `${id} has required props, so it needs an example`).toBeGreaterThan(0);
    for (const example of examples) propsAfterDefaults(id, example);
  });

  it('compiles every props schema into one ajv instance (unique $ids)', () => {
    const ajv = strictAjv(true);
    for (const id of WIDGET_IDS) ajv.addSchema(WIDGET_CATALOGUE[id].propsSchema as AnySchema);
    for (const id of WIDGET_IDS) expect(ajv.getSchema(`widget/${id}`)).toBeTypeOf('function');
  });

  it('fills the SPEC constants as defaults', () => {
    expect(propsAfterDefaults('banner-carousel', {})).toMatchObject({ slidesPerView: 3, delay: 5000, speed: 1000, gap: 20 });
    expect(propsAfterDefaults('game-centre', {})).toMatchObject({ pageSize: 18, quickFilters: ['ALL', 'HOT', 'RECENT', 'FAV'], pagination: { marginPages: 2, pageRange: 5 } });
    expect(propsAfterDefaults('account-games', {})).toMatchObject({ pageSize: 18 });
    expect(propsAfterDefaults('winner-board', {})).toMatchObject({ limit: 20, pinnedTop: 3 });
    expect(propsAfterDefaults('home-game-rows', {})).toMatchObject({ gamesPerRow: 12 });
    expect(propsAfterDefaults('notice-modal', {})).toMatchObject({ pageSize: 9 });
    expect(propsAfterDefaults('vendor-drop-menu', {})).toEqual({});
    expect(propsAfterDefaults('side-menu', {})).toEqual({ width: 240, collapsedWidth: 64 });
    expect(propsAfterDefaults('scroll-top-button', {})).toMatchObject({ threshold: 200 });
    expect(propsAfterDefaults('line-speed-test', {})).toMatchObject({ redirectDelayMs: 5000 });
    expect(propsAfterDefaults('agent-login', {})).toMatchObject({ supportHours: { days: ['mon', 'tue', 'wed', 'thu', 'fri'], from: '12:00', to: '21:00' } });
    expect(propsAfterDefaults('promotion-list', {})).toMatchObject({ application: { commentMaxLength: 140, maxImages: 3, maxImageBytes: 5 * 1024 * 1024 } });
  });

  it('refuses props beyond the SPEC limits and unknown props', () => {
    const validate = strictAjv(true).compile(WIDGET_CATALOGUE['banner-carousel'].propsSchema);
    expect(validate({ slidesPerView: 4 })).toBe(false);
    expect(validate({ autoPlay: true })).toBe(false);
    const centre = strictAjv(true).compile(WIDGET_CATALOGUE['game-centre'].propsSchema);
    expect(centre({ quickFilters: ['HOT', 'FAV'] })).toBe(false);
  });

  it('puts each widget outside Main in its SPEC lazy group', () => {
    const grouped = Object.fromEntries(WIDGET_IDS.filter((id) => WIDGET_CATALOGUE[id].lazyGroup !== 'Main').map((id) => [id, WIDGET_CATALOGUE[id].lazyGroup]));
    expect(grouped).toMatchInlineSnapshot(`
      {
        "account-games": "AccountGame",
        "agent-centre": "AgentCenter",
        "agent-login": "AgentCenter",
        "agent-page": "AgentCenter",
        "app-download": "Screens",
        "contract-modal": "AgentCenter",
        "custom-html": "Screens",
        "feedback-form": "MemberCenter",
        "game-centre": "GameCenter",
        "game-frame": "Seamless",
        "help-centre": "Screens",
        "line-speed-test": "Screens",
        "lottery-game": "Lottery",
        "member-centre": "MemberCenter",
        "member-deposit": "MemberCenter",
        "member-messages": "MemberCenter",
        "member-profile": "MemberCenter",
        "member-rebate": "MemberCenter",
        "member-records": "MemberCenter",
        "member-responsible-gaming": "MemberCenter",
        "member-rewards": "MemberCenter",
        "member-security": "MemberCenter",
        "member-transfer-fund": "MemberCenter",
        "member-transfer-upline": "MemberCenter",
        "member-withdraw": "MemberCenter",
        "points-mall": "PointMall",
        "promotion-list": "Promotions",
        "rescue-task": "Screens",
        "vip-levels": "Screens",
        "winners-list": "Screens",
      }
    `);
  });

  it('tells widget ids from other strings', () => {
    expect(isWidgetId('banner-carousel')).toBe(true);
    expect(isWidgetId('bannr-carousel')).toBe(false);
    expect(isWidgetId('toString')).toBe(false);
  });
});

describe('widget registry', () => {
  it('loads the member centre\'s pages from its group table, each of that group', async () => {
    for (const id of Object.keys(MEMBER_CENTRE_WIDGETS) as (keyof typeof MEMBER_CENTRE_WIDGETS)[]) {
      expect(widgetRegistry[id].lazyGroup, id).toBe('MemberCenter');
      expect(await widgetRegistry[id].load!()).toBe(MEMBER_CENTRE_WIDGETS[id]);
    }
    // The registry loads every widget of the group from the table (its rule, not an entry per page):
    // the group's ids and the table's keys are the same, so no member widget loads to nothing.
    expect(WIDGET_IDS.filter((id) => WIDGET_CATALOGUE[id].lazyGroup === 'MemberCenter').sort()).toEqual(Object.keys(MEMBER_CENTRE_WIDGETS).sort());
  });

  it('has one entry per catalogue id, matching the catalogue', () => {
    expect(Object.keys(widgetRegistry).sort()).toEqual([...WIDGET_IDS].sort());
    for (const id of WIDGET_IDS) {
      const definition = widgetRegistry[id];
      expect(definition.id).toBe(id);
      expect(definition.kind).toBe(WIDGET_CATALOGUE[id].kind);
      expect(definition.lazyGroup).toBe(WIDGET_CATALOGUE[id].lazyGroup);
      expect(definition.load === null || typeof definition.load === 'function').toBe(true);
    }
  });

  it('gives every widget the shell places itself a default for each prop, so it renders without a manifest', () => {
    const placedByShell = WIDGET_IDS.filter((id) => WIDGET_CATALOGUE[id].kind === 'shell' || WIDGET_CATALOGUE[id].kind === 'screen');
    for (const id of placedByShell) {
      const properties = Object.keys((WIDGET_CATALOGUE[id].propsSchema as { properties?: object }).properties ?? {});
      const props = defaultWidgetProps(id);
      expect(Object.keys(props).sort(), id).toEqual(properties.sort());
      expect(propsAfterDefaults(id, props)).toEqual(props);
    }
  });

  it('gives the shell, from the entry\'s small table, the same props for every widget it may place', () => {
    const notPage = WIDGET_IDS.filter((id) => WIDGET_CATALOGUE[id].kind !== 'page');
    expect(notPage.length).toBeGreaterThan(10);
    for (const id of notPage) expect(shellWidgetProps(id), id).toEqual(defaultWidgetProps(id));
    // Each call hands out its own copy: a widget changing its props cannot change the next one's.
    const first = shellWidgetProps('app-header');
    expect(first).not.toBe(shellWidgetProps('app-header'));
  });

  // Building a widget removes it from this list: update the snapshot in the same change.
  it('lists the declared widgets that have no component yet', () => {
    expect(unbuiltWidgetIds()).toMatchInlineSnapshot(`[]`);
  });
});
