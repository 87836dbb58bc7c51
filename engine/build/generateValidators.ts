/**
 * Build step: precompiles every schema into standalone ajv validators (ESM) so that nothing in the
 * portal, the CLI or the server calls `new Function` at run time, and writes the JSON Schema files
 * that manifests reference through `$schema`. Run by `npm run gen` (and before build, test, typecheck).
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Ajv, type Options } from 'ajv';
import standaloneCode from 'ajv/dist/standalone/index.js';
import { WIDGET_CATALOGUE, WIDGET_IDS } from '../../schemas/widgets/catalogue';
import { defaultsTree } from '../resolve/applyDefaults';
import { commonPasswordsModule } from './commonPasswordList';
import { DOCUMENT_SCHEMAS, RUNTIME_VALIDATORS } from './schemaRegistry';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const outDir = join(root, 'engine/generated');
const jsonDir = join(root, 'schemas/json');

const baseOptions: Options = {
  code: { source: true, esm: true, lines: false },
  strict: true,
  allErrors: true,
  verbose: true,
  allowUnionTypes: true,
};

/** ajv's ESM output still `require`s its runtime helpers; turn those into imports. */
function toPureEsm(code: string): string {
  let n = 0;
  const imports: string[] = [];
  const body = code.replace(/const (\w+) = require\("([^"]+)"\)\.default;/g, (_m, name: string, mod: string) => {
    const alias = `__runtime${n++}`;
    imports.push(`import ${alias} from "${mod}.js";`);
    return `const ${name} = ${alias}.default ?? ${alias};`;
  });
  if (/\brequire\(/.test(body)) throw new Error('standalone code still calls require(); extend toPureEsm');
  return `${imports.join('\n')}\n${body.replace(/^"use strict";/, '')}`;
}

function widgetExportName(id: string): string {
  return `widget_${id.replace(/-/g, '_')}`;
}

function writeIfChanged(path: string, content: string): void {
  mkdirSync(dirname(path), { recursive: true });
  let old: string | undefined;
  try {
    old = readFileSync(path, 'utf8');
  } catch {
    old = undefined;
  }
  if (old !== content) writeFileSync(path, content);
}

/** JSON Schema text of a document schema, as editors read it. */
export function toEditorSchema(schema: object): string {
  return `${JSON.stringify({ $schema: 'http://json-schema.org/draft-07/schema#', ...schema }, null, 2)}\n`;
}

/** Definition name of a page widget's props in the editors' layout schema. */
export function propsDefinitionName(id: string): string {
  return `props-${id}`;
}

/**
 * The layout schema as editors read it: a placement's `widget` lists the page widgets, and its
 * `props` take the widget's own props schema (one if/then per widget, the props schemas under
 * `definitions`), so an editor completes and checks props from `$schema`. A placement that removes
 * an entry (`"remove": true`) has its props left unchecked, as the engine's lint does.
 */
export function editorLayoutSchema(schema: object): object {
  const copy = structuredClone(schema) as { definitions?: Record<string, unknown>; properties: { pages: { additionalProperties: { items: Record<string, unknown> & { properties: Record<string, Record<string, unknown>> } } } } };
  const placement = copy.properties.pages.additionalProperties.items;
  const pageWidgets = WIDGET_IDS.filter((id) => WIDGET_CATALOGUE[id].kind === 'page');
  placement.properties['widget'] = { ...placement.properties['widget'], enum: [...pageWidgets] };
  placement['allOf'] = pageWidgets.map((id) => ({
    if: { properties: { widget: { const: id }, remove: { not: { const: true } } }, required: ['widget'] },
    then: { properties: { props: { $ref: `#/definitions/${propsDefinitionName(id)}` } } },
  }));
  copy.definitions = Object.fromEntries(pageWidgets.map((id) => {
    const { $id: _id, ...props } = WIDGET_CATALOGUE[id].propsSchema as { $id: string } & Record<string, unknown>;
    return [propsDefinitionName(id), props];
  }));
  return copy;
}

/** Standalone code of some document validators, with their export names. */
function documentValidators(names: readonly string[]): { code: string; exports: string[] } {
  const ajv = new Ajv(baseOptions);
  const exports: Record<string, string> = {};
  for (const [name, entry] of Object.entries(DOCUMENT_SCHEMAS)) {
    if (!names.includes(name)) continue;
    ajv.addSchema(entry.schema as object);
    exports[name] = (entry.schema as { $id: string }).$id;
  }
  return { code: toPureEsm(standaloneCode(ajv, exports)), exports: Object.keys(exports) };
}

export function generate(): void {
  // Two modules: the server-answer validators the portal runs at boot, and the manifest and seed
  // validators of the build and the CLI, so the browser bundle never carries the latter.
  const runtime = documentValidators(RUNTIME_VALIDATORS);
  const manifests = documentValidators(Object.keys(DOCUMENT_SCHEMAS).filter((name) => !(RUNTIME_VALIDATORS as readonly string[]).includes(name)));

  // Widget props get their defaults filled in while they are checked.
  const widgets = new Ajv({ ...baseOptions, useDefaults: true });
  const widgetExports: Record<string, string> = {};
  for (const id of WIDGET_IDS) {
    const schema = WIDGET_CATALOGUE[id].propsSchema as { $id: string };
    widgets.addSchema(schema);
    widgetExports[widgetExportName(id)] = schema.$id;
  }
  const widgetCode = toPureEsm(standaloneCode(widgets, widgetExports));
  const widgetMap = `\nexport const widgetPropsValidators = {\n${WIDGET_IDS.map((id) => `  ${JSON.stringify(id)}: ${widgetExportName(id)},`).join('\n')}\n};\n`;

  const header = '// Generated by engine/build/generateValidators.ts. Do not edit.\n';
  const fnType = `import type { StandaloneValidator } from '../validate/standaloneValidator';\n`;
  for (const [file, { code, exports }] of [['validators', manifests], ['server-validators', runtime]] as const) {
    writeIfChanged(join(outDir, `${file}.js`), header + code);
    writeIfChanged(join(outDir, `${file}.d.ts`), header + fnType + exports.map((n) => `export declare const ${n}: StandaloneValidator;`).join('\n') + '\n');
  }
  writeIfChanged(join(outDir, 'widget-validators.js'), header + widgetCode + widgetMap);
  writeIfChanged(
    join(outDir, 'widget-validators.d.ts'),
    header +
      fnType +
      `import type { WidgetId } from '../../schemas/widgets/catalogue';\n` +
      'export declare const widgetPropsValidators: Record<WidgetId, StandaloneValidator>;\n',
  );

  // What the portal needs of the widget catalogue at run time: kind, lazy group and the defaults, not
  // the props schemas (their descriptions and patterns are for the build, the CLI and editors).
  const widgetRuntime = Object.fromEntries(WIDGET_IDS.map((id) => {
    const { kind, lazyGroup, propsSchema } = WIDGET_CATALOGUE[id];
    return [id, { kind, lazyGroup, defaults: defaultsTree(propsSchema) ?? {} }];
  }));
  writeIfChanged(join(outDir, 'widget-runtime.js'), `${header}export const WIDGET_RUNTIME = ${JSON.stringify(widgetRuntime, null, 1)};\n`);
  // What the shell's entry needs: kind and lazy group of every widget, and the props of the widgets
  // the shell places itself (every kind but page: top-level defaults, which such widgets declare for
  // every property). A module of its own, so the entry does not carry every page widget's defaults
  // (a page's widgets come resolved, defaults applied).
  const widgetBasics = Object.fromEntries(WIDGET_IDS.map((id) => {
    const { kind, lazyGroup } = WIDGET_CATALOGUE[id];
    if (kind === 'page') return [id, { kind, lazyGroup }];
    const properties = widgetRuntime[id]?.defaults.properties ?? {};
    const shellProps = Object.fromEntries(Object.entries(properties).flatMap(([name, node]) => (node.default === undefined ? [] : [[name, node.default]])));
    return [id, { kind, lazyGroup, shellProps }];
  }));
  writeIfChanged(join(outDir, 'widget-basics.js'), `${header}export const WIDGET_BASICS = ${JSON.stringify(widgetBasics, null, 1)};\n`);
  writeIfChanged(
    join(outDir, 'widget-basics.d.ts'),
    header +
      `import type { LazyGroup } from '../../schemas/domain';\n` +
      `import type { WidgetId, WidgetKind } from '../../schemas/widgets/catalogue';\n` +
      'export declare const WIDGET_BASICS: { readonly [K in WidgetId]: { readonly kind: WidgetKind; readonly lazyGroup: LazyGroup; readonly shellProps?: Readonly<Record<string, unknown>> } };\n',
  );
  writeIfChanged(
    join(outDir, 'widget-runtime.d.ts'),
    header +
      `import type { LazyGroup } from '../../schemas/domain';\n` +
      `import type { WidgetId, WidgetKind } from '../../schemas/widgets/catalogue';\n` +
      `import type { DefaultsNode } from '../resolve/applyDefaults';\n` +
      'export declare const WIDGET_RUNTIME: { readonly [K in WidgetId]: { readonly kind: WidgetKind; readonly lazyGroup: LazyGroup; readonly defaults: DefaultsNode } };\n',
  );

  // The sign-up check's slice of the common-password list (the library's whole dictionary stays out of the bundle).
  const passwords = commonPasswordsModule(header);
  writeIfChanged(join(outDir, 'common-passwords.js'), passwords.js);
  writeIfChanged(join(outDir, 'common-passwords.d.ts'), passwords.dts);

  for (const entry of Object.values(DOCUMENT_SCHEMAS)) {
    writeIfChanged(join(jsonDir, entry.json), toEditorSchema(entry.schema === DOCUMENT_SCHEMAS.validateLayoutManifest.schema ? editorLayoutSchema(entry.schema) : entry.schema));
  }
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  generate();
}
