/**
 * The lint configuration is part of the architecture: these tests show that it rejects what
 * ARCHITECTURE.md and STYLE.md forbid, on real file paths of this project.
 */
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { ESLint } from 'eslint';
import ts from 'typescript';
import { afterAll, describe, expect, it } from 'vitest';
import { PROJECT_ROOT } from '../../engine/cli/tenantFiles';

const eslint = new ESLint({ cwd: PROJECT_ROOT });

async function ruleIds(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).map((m) => m.ruleId ?? m.message);
}

describe('eslint.config.js', { timeout: 60_000 }, () => {
  it('keeps imports pointing one way: schemas <- engine <- widgets <- src', async () => {
    expect(await ruleIds('engine/lint/x.ts', "import { widgetRegistry } from '../../widgets/index';\nexport const x = widgetRegistry;\n")).toContain('import-x/no-restricted-paths');
    expect(await ruleIds('widgets/x.ts', "import { bootPortal } from '../src/boot/bootPortal';\nexport const x = bootPortal;\n")).toContain('import-x/no-restricted-paths');
    expect(await ruleIds('schemas/x.ts', "import { compileTenant } from '../engine/index';\nexport const x = compileTenant;\n")).toContain('import-x/no-restricted-paths');
    expect(await ruleIds('server/x.ts', "import { widgetRegistry } from '../widgets/index';\nexport const x = widgetRegistry;\n")).toContain('import-x/no-restricted-paths');
    expect(await ruleIds('src/x.ts', "import { compileTenant } from '../engine/index';\nexport const x = compileTenant;\n")).not.toContain('import-x/no-restricted-paths');
  });

  it('keeps the engine free of window, storage, timers, fetch, React and Node modules', async () => {
    for (const code of ['export const w = window.innerWidth;\n', "export const s = localStorage.getItem('k');\n", 'export const t = setTimeout(() => 0, 1);\n', "export const f = fetch('/x');\n"]) {
      expect(await ruleIds('engine/resolve/x.ts', code), code).toContain('no-restricted-globals');
    }
    expect(await ruleIds('engine/resolve/x.ts', "import { useState } from 'react';\nexport const x = useState;\n")).toContain('no-restricted-imports');
    expect(await ruleIds('engine/resolve/x.ts', "import { readFileSync } from 'node:fs';\nexport const x = readFileSync;\n")).toContain('no-restricted-imports');
    // The Node adapters of the engine may use Node.
    expect(await ruleIds('engine/cli/x.ts', "import { readFileSync } from 'node:fs';\nexport const x = readFileSync;\n")).not.toContain('no-restricted-imports');
  });

  it('keeps fetch inside the API module of the shell', async () => {
    expect(await ruleIds('src/shell/x.ts', "export const f = fetch('/wps/system/status');\n")).toContain('no-restricted-globals');
    expect(await ruleIds('widgets/side-menu/x.ts', "export const f = fetch('/x');\n")).toContain('no-restricted-globals');
    expect(await ruleIds('src/api/x.ts', "export const f = fetch('/x');\n")).not.toContain('no-restricted-globals');
  });

  it('forbids default exports, export * and unexplained any', async () => {
    expect(await ruleIds('engine/resolve/x.ts', 'const x = 1;\nexport default x;\n')).toContain('import-x/no-default-export');
    expect(await ruleIds('engine/resolve/x.ts', "export * from './resolveSite';\n")).toContain('no-restricted-syntax');
    expect(await ruleIds('engine/resolve/x.ts', 'export const x: any = 1;\n')).toContain('@typescript-eslint/no-explicit-any');
  });
});


/**
 * Scratch folders for modules that import each other. They sit inside the layers, because the rules
 * apply by path; the dot keeps them out of the folder walks of other tests.
 */
const scratch: string[] = [];
function writeModules(layer: string, modules: Record<string, string>): string[] {
  const dir = join(PROJECT_ROOT, layer, `.lint-cycle-${process.pid}-${scratch.length}`);
  scratch.push(dir);
  mkdirSync(dir, { recursive: true });
  return Object.entries(modules).map(([name, code]) => {
    writeFileSync(join(dir, name), code);
    return join(dir, name);
  });
}
afterAll(() => {
  for (const dir of scratch) rmSync(dir, { recursive: true, force: true });
});

async function cycleReports(files: string[]): Promise<string[]> {
  const results = await eslint.lintFiles(files);
  return results.flatMap((r) => r.messages.filter((m) => m.ruleId === 'import-x/no-cycle').map(() => relative(PROJECT_ROOT, r.filePath)));
}

/**
 * Every import cycle among the given files, type-only imports included: the strongly connected
 * components of the import graph as TypeScript resolves it (Tarjan's algorithm).
 */
function importCycles(files: readonly string[]): string[][] {
  const { options } = ts.parseJsonConfigFileContent(ts.readConfigFile(join(PROJECT_ROOT, 'tsconfig.json'), ts.sys.readFile).config, ts.sys, PROJECT_ROOT);
  const known = new Set(files);
  const edges = new Map<string, string[]>();
  for (const file of files) {
    const { importedFiles } = ts.preProcessFile(readFileSync(file, 'utf8'), true, true);
    edges.set(file, importedFiles.map((i) => ts.resolveModuleName(i.fileName, file, options, ts.sys).resolvedModule?.resolvedFileName).filter((f): f is string => f !== undefined && known.has(f)));
  }
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const cycles: string[][] = [];
  const visit = (v: string): void => {
    index.set(v, index.size);
    low.set(v, index.get(v)!);
    stack.push(v);
    onStack.add(v);
    for (const w of edges.get(v) ?? []) {
      if (!index.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v)!, low.get(w)!));
      } else if (onStack.has(w)) {
        low.set(v, Math.min(low.get(v)!, index.get(w)!));
      }
    }
    if (low.get(v) !== index.get(v)) return;
    const component: string[] = [];
    let w: string;
    do {
      w = stack.pop()!;
      onStack.delete(w);
      component.push(relative(PROJECT_ROOT, w));
    } while (w !== v);
    if (component.length > 1 || (edges.get(v) ?? []).includes(v)) cycles.push(component.sort());
  };
  for (const file of files) if (!index.has(file)) visit(file);
  return cycles;
}

describe('import cycles', { timeout: 60_000 }, () => {
  it('import-x/no-cycle rejects two modules that import each other, in every layer', async () => {
    for (const [layer, ext] of [['server', 'ts'], ['engine', 'ts'], ['src', 'tsx'], ['widgets', 'tsx']] as const) {
      const files = writeModules(layer, {
        [`a.${ext}`]: "import { b } from './b';\nexport const a = (): number => b() + 1;\n",
        'b.ts': "import { a } from './a';\nexport const b = (): number => a() - 1;\n",
      });
      expect((await cycleReports(files)).sort(), layer).toEqual(files.map((f) => relative(PROJECT_ROOT, f)).sort());
    }
  });

  it('import-x/no-cycle follows a cycle through a third module', async () => {
    const files = writeModules('server', {
      'a.ts': "import { b } from './b';\nexport const a = (): number => b();\n",
      'b.ts': "import { c } from './c';\nexport const b = (): number => c();\n",
      'c.ts': "import { a } from './a';\nexport const c = (): number => a();\n",
    });
    expect(await cycleReports(files)).toHaveLength(3);
  });

  it('finds the cycles of type-only imports, which import-x/no-cycle passes by design', async () => {
    const files = writeModules('engine', {
      'a.ts': "import type { B } from './b';\nexport interface A { b?: B }\n",
      'b.ts': "import type { A } from './a';\nexport interface B { a?: A }\n",
      'c.ts': "import type { A } from './a';\nexport type C = A;\n",
    });
    expect(await cycleReports(files)).toEqual([]);
    expect(importCycles(files)).toEqual([files.slice(0, 2).map((f) => relative(PROJECT_ROOT, f)).sort()]);
  });

  it('the project has no import cycle, type-only imports included', () => {
    const { fileNames } = ts.parseJsonConfigFileContent(ts.readConfigFile(join(PROJECT_ROOT, 'tsconfig.json'), ts.sys.readFile).config, ts.sys, PROJECT_ROOT);
    expect(fileNames.length).toBeGreaterThan(500);
    expect(importCycles(fileNames)).toEqual([]);
  });
});
