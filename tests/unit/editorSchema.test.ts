/**
 * The JSON Schema that editors read through `$schema` (schemas/json/layout.schema.json) ties each
 * widget id to its props schema, so an editor completes and checks props as the engine does. This
 * test validates layouts with that file alone (ajv, nothing of the engine) and compares the verdict
 * on every placement's props with the engine's lint (WIDGET_PROPS).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Ajv } from 'ajv';
import { describe, expect, it } from 'vitest';
import { WIDGET_CATALOGUE, WIDGET_IDS } from '../../schemas/widgets/catalogue';
import type { DiagnosticInput, LayoutManifest } from '../../engine/index';
import { builtInPaths, lintLayout } from '../../engine/lint/lintLayout';
import { PROJECT_ROOT, listPresets, listTenants } from '../../engine/cli/tenantFiles';

const schema = JSON.parse(readFileSync(join(PROJECT_ROOT, 'schemas/json/layout.schema.json'), 'utf8')) as Record<string, unknown>;
const ajv = new Ajv({ allErrors: true, strict: false });
const validate = ajv.compile(schema);

const PLACEMENT = /^(\/pages\/[^/]+\/\d+)\/props(\/|$)/;

/** Placements (/pages/<page>/<i>) whose props the editor schema refuses. */
function schemaVerdict(layout: unknown): string[] {
  validate(layout);
  return [...new Set((validate.errors ?? []).flatMap((e) => PLACEMENT.exec(e.instancePath)?.[1] ?? []))].sort();
}

/** Placements whose props the engine's lint refuses. */
function engineVerdict(layout: unknown): string[] {
  const found: DiagnosticInput[] = [];
  const pages = Object.keys((layout as LayoutManifest).pages ?? {});
  lintLayout(layout as LayoutManifest, { report: (d) => found.push(d) }, new Set(pages), builtInPaths());
  return [...new Set(found.filter((d) => d.code === 'WIDGET_PROPS').flatMap((d) => PLACEMENT.exec(d.pointer)?.[1] ?? []))].sort();
}

const PAGE_WIDGETS = WIDGET_IDS.filter((id) => WIDGET_CATALOGUE[id].kind === 'page');

/** A value of the wrong type for a property schema. */
function wrongValue(property: { type?: unknown }): unknown {
  return property.type === 'string' ? 12345 : 'not-this';
}

/** One page with, for every page widget, placements whose props are good, of a wrong type, unknown, or removed. */
function probeLayout(): LayoutManifest {
  const placements: Record<string, unknown>[] = [];
  for (const id of PAGE_WIDGETS) {
    const properties = Object.entries((WIDGET_CATALOGUE[id].propsSchema as { properties?: Record<string, { type?: unknown }> }).properties ?? {});
    placements.push({ id: `${id}-empty`, widget: id, props: {} });
    placements.push({ id: `${id}-unknown`, widget: id, props: { notAProp: true } });
    const first = properties[0];
    if (first !== undefined) placements.push({ id: `${id}-wrong`, widget: id, props: { [first[0]]: wrongValue(first[1]) } });
    placements.push({ id: `${id}-removed`, widget: id, remove: true, props: { notAProp: true } });
  }
  return { schemaVersion: 2, pages: { home: placements } } as unknown as LayoutManifest;
}

function readLayout(path: string): unknown {
  return JSON.parse(readFileSync(join(PROJECT_ROOT, path), 'utf8'));
}

describe('the editors\' layout schema', () => {
  it('has a props schema for every page widget, and lists the page widgets for completion', () => {
    const definitions = schema['definitions'] as Record<string, unknown>;
    expect(Object.keys(definitions).sort()).toEqual(PAGE_WIDGETS.map((id) => `props-${id}`).sort());
    const items = ((schema['properties'] as Record<string, { additionalProperties: { items: { properties: { widget: { enum: string[] } } } } }>)['pages']!).additionalProperties.items;
    expect(items.properties.widget.enum).toEqual(PAGE_WIDGETS);
  });

  it.each([
    ...listTenants().map((t) => `tenants/${t}/layout.json`),
    ...listPresets().map((p) => `tenants/presets/${p}/layout.json`),
    'tests/fixtures/diagnostics/WIDGET_PROPS/tenants/bad/layout.json',
  ])('gives the engine\'s props verdict on %s', (path) => {
    const layout = readLayout(path);
    expect(schemaVerdict(layout)).toEqual(engineVerdict(layout));
  });

  it('refuses the same wrong props as the engine, widget by widget, and leaves removed entries alone', () => {
    const layout = probeLayout();
    const refused = schemaVerdict(layout);
    expect(refused).toEqual(engineVerdict(layout));
    // Without the per-widget props schemas nothing would be refused: the probe has bad props for every widget.
    const ids = (layout.pages!['home'] ?? []).map((p) => p.id);
    const refusedIds = refused.map((p) => ids[Number(p.split('/')[3])]);
    expect(refusedIds.filter((id) => id?.endsWith('-unknown')).length).toBe(PAGE_WIDGETS.length);
    expect(refusedIds.some((id) => id?.endsWith('-removed'))).toBe(false);
  });

  it('the WIDGET_PROPS fixture is refused by the schema alone', () => {
    expect(schemaVerdict(readLayout('tests/fixtures/diagnostics/WIDGET_PROPS/tenants/bad/layout.json'))).toEqual(['/pages/home/0']);
  });
});
