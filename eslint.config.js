import { readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import checkFile from 'eslint-plugin-check-file';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/**
 * Import boundaries: the folders are the architecture (see docs/architecture.md). Zones are generated
 * from the folders that exist, so a new feature, route area or module is covered without editing this.
 */
const ROOT = path.dirname(fileURLToPath(import.meta.url));
const foldersIn = (relative) =>
  readdirSync(path.join(ROOT, relative), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);

const WEB = './apps/web/app';
const SERVER = './apps/server/src';

const webFeatureZones = foldersIn(`${WEB}/features`).map((feature) => ({
  target: `${WEB}/features/${feature}`,
  from: `${WEB}/features`,
  except: [`./${feature}`],
  message: '功能模块之间不能互相导入：把共用的部分移到 components/ 或 lib/。',
}));

const webRouteAreaZones = foldersIn(`${WEB}/routes`).map((area) => ({
  target: `${WEB}/routes/${area}`,
  from: `${WEB}/routes`,
  except: [`./${area}`],
  message: '路由分区之间不能互相导入：把共用的部分移到 components/ 或对应的 features/。',
}));

/** A module is entered through its front door (index.ts) only; its other files are its own. */
const serverModules = foldersIn(`${SERVER}/modules`);
const serverOutsideModules = [
  `${SERVER}/*.ts`,
  ...foldersIn(SERVER)
    .filter((name) => name !== 'modules')
    .map((name) => `${SERVER}/${name}`),
];
const serverModuleZones = serverModules.map((module) => ({
  target: [
    ...serverOutsideModules,
    ...serverModules.filter((other) => other !== module).map((other) => `${SERVER}/modules/${other}`),
  ],
  from: `${SERVER}/modules/${module}`,
  except: ['./index.ts'],
  message: `只能通过 modules/${module}/index.ts 使用该模块（其余文件是模块内部）。`,
}));

export const boundaryZones = [
  { target: './packages/contract', from: ['./apps', './e2e'], message: '契约包不能依赖应用代码。' },
  { target: './apps/web', from: './apps/server', message: '前端不能导入服务端代码，请通过契约包共享。' },
  { target: './apps/server', from: `${WEB}`, message: '服务端不能导入前端源码。' },
  {
    target: [`${WEB}/components`, `${WEB}/lib`, `${WEB}/config`, `${WEB}/providers`],
    from: [`${WEB}/features`, `${WEB}/routes`],
    message: '共享目录不能依赖具体功能模块或路由。',
  },
  {
    target: `${WEB}/features`,
    from: `${WEB}/routes`,
    message: '功能模块不能依赖路由（路由组合功能，反之不行）。',
  },
  ...webFeatureZones,
  ...webRouteAreaZones,
  {
    target: [`${SERVER}/lib`, `${SERVER}/db`, `${SERVER}/plugins`, `${SERVER}/config`],
    from: `${SERVER}/modules`,
    message: 'lib/、db/、plugins/、config/ 是基础层，不能依赖业务模块。',
  },
  ...serverModuleZones,
  {
    target: `${SERVER}/demo-data`,
    from: `${SERVER}/db/schema`,
    message: '演示数据只通过模块入口（modules/<x>/index.ts）读写，不直接碰表。',
  },
];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/build/**',
      '**/.react-router/**',
      'data/**',
      '**/test-results/**',
      'apps/server/src/db/migrations/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.strict,
  {
    languageOptions: { globals: { ...globals.node } },
    plugins: { 'import-x': importX },
    settings: {
      // no-cycle parses the files an import reaches: with the default parser it cannot read TypeScript
      // and silently finds no cycle.
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          project: ['apps/*/tsconfig.json', 'packages/*/tsconfig.json', 'e2e/tsconfig.json'],
        }),
      ],
    },
    rules: {
      '@typescript-eslint/consistent-type-definitions': ['error', 'type'],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'import-x/no-default-export': 'error',
      'import-x/no-duplicates': 'error',
      'no-console': 'off',
      // Without a resolver import-x skips every import it cannot resolve, and the zones never fire.
      'import-x/no-restricted-paths': ['error', { zones: boundaryZones }],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
  {
    // kebab-case file names; the middle extensions (.test, .d, .config, entry.client) are not judged.
    files: ['**/*.{ts,tsx}'],
    plugins: { 'check-file': checkFile },
    rules: {
      'check-file/filename-naming-convention': [
        'error',
        { '**/*.{ts,tsx}': 'KEBAB_CASE' },
        { ignoreMiddleExtensions: true },
      ],
    },
  },
  {
    // A promise nobody awaits loses its rejection (an unhandled rejection ends the process); one passed
    // where a callback's result is ignored (Fastify hooks, timers, event handlers) does the same. These
    // rules need types, so they run on the server's sources only, where a lost rejection costs most.
    files: ['apps/server/src/**/*.ts'],
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: ROOT } },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': 'error',
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  {
    // Framework entry points and route modules are loaded by their default export.
    files: [
      '**/*.config.{ts,js}',
      'eslint.config.js',
      'apps/web/app/root.tsx',
      'apps/web/app/routes.ts',
      'apps/web/app/entry.*.tsx',
      'apps/web/app/routes/**/*.tsx',
    ],
    rules: { 'import-x/no-default-export': 'off' },
  },
);
