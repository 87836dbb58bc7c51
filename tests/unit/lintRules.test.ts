/**
 * The lint configuration is part of the architecture: these tests show that it rejects what
 * ARCHITECTURE.md and STYLE.md forbid, on real file paths of this project.
 */
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';
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
