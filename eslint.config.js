// Flat ESLint config. It enforces the import direction of ARCHITECTURE.md
// (schemas <- engine <- widgets <- src, schemas <- engine <- server), keeps the engine free of
// browser globals, timers, storage and fetch, and bans cycles, default exports and `export *`.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import { importX } from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import globals from 'globals';
import { serverHouse } from './eslint/serverHouse.js';

/** Folders a layer may not import from. */
const zones = [
  { target: './schemas', from: ['./engine', './widgets', './src', './server', './tests', './bench'], message: 'schemas/ is the bottom layer: it imports nothing of the project.' },
  { target: './engine', from: ['./widgets', './src', './server', './tests', './bench'], message: 'engine/ may import only schemas/ (ARCHITECTURE.md).' },
  { target: './widgets', from: ['./src', './server', './tests', './bench'], message: 'widgets/ know engine types, never the app shell.' },
  { target: './src', from: ['./server', './tests', './bench'], message: 'src/ never imports the reference server or tests.' },
  { target: './server', from: ['./src', './widgets'], message: 'server/ never imports src/ or widgets/.' },
];

const engineBans = {
  'no-restricted-globals': [
    'error',
    ...['window', 'document', 'navigator', 'location', 'localStorage', 'sessionStorage', 'indexedDB', 'fetch', 'XMLHttpRequest', 'WebSocket', 'setTimeout', 'setInterval', 'clearTimeout', 'clearInterval', 'requestAnimationFrame', 'queueMicrotask'].map((name) => ({
      name,
      message: `The engine is pure: "${name}" is not allowed in engine/; pass what you need in.`,
    })),
  ],
  'no-restricted-imports': [
    'error',
    {
      patterns: [
        { group: ['react', 'react-dom', 'react-*', '@emotion/*', '@tanstack/*'], message: 'The engine has no React.' },
        { group: ['node:*', 'fs', 'path', 'http', 'https', 'child_process'], message: 'The engine runs in the browser too: Node modules only in engine/cli and engine/build.' },
      ],
    },
  ],
};

export default tseslint.config(
  { ignores: ['dist/**', 'node_modules/**', 'engine/generated/**', '.data/**', 'test-results/**', 'playwright-report/**', 'schemas/json/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,js}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'import-x': importX },
    settings: {
      // Without this list the plugin reads only .js files when it follows imports, and no-cycle
      // silently passes every TypeScript cycle.
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs', '.cjs'],
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: './tsconfig.json' })],
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { zones }],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-default-export': 'error',
      'no-restricted-syntax': [
        'error',
        { selector: 'ExportAllDeclaration', message: 'No `export *`: list named exports (STYLE.md 8).' },
      ],
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['server/**/*.ts'],
    plugins: { 'server-house': serverHouse },
    rules: { 'server-house/boundary': 'error' },
  },
  {
    files: ['engine/**/*.ts'],
    ignores: ['engine/cli/**', 'engine/build/**', 'engine/**/*.test.ts'],
    rules: engineBans,
  },
  {
    // One request function: the app calls fetch only in src/api (ARCHITECTURE.md, Runtime).
    files: ['src/**/*.{ts,tsx}', 'widgets/**/*.{ts,tsx}'],
    ignores: ['src/api/**', '**/*.test.{ts,tsx}', 'src/testing/**'],
    rules: {
      'no-restricted-globals': ['error', { name: 'fetch', message: 'Call the API through src/api (createApiClient, fetchStaticJson).' }, { name: 'XMLHttpRequest', message: 'Call the API through src/api.' }],
    },
  },
  {
    // Config files whose tools require a default export.
    files: ['vite.config.ts', 'eslint.config.js', 'playwright.config.ts', 'drizzle.config.ts'],
    rules: { 'import-x/no-default-export': 'off' },
  },
);
