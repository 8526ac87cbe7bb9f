import js from '@eslint/js';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/** Import boundaries: the folders are the architecture (see shared/design/conventions.md). */
const webFeatureZones = [
  'notices',
  'search',
  'dictionary',
  'files',
  'auth',
  'workspace',
  'home',
  'workflow',
  'blacklist',
  'demand-collect',
].map((feature) => ({
  target: `./apps/web/app/features/${feature}`,
  from: './apps/web/app/features',
  except: [`./${feature}`],
  message: '功能模块之间不能互相导入：把共用的部分移到 components/ 或 lib/。',
}));

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
    rules: {
      '@typescript-eslint/consistent-type-definitions': ['error', 'type'],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'import-x/no-default-export': 'error',
      'import-x/no-duplicates': 'error',
      'no-console': 'off',
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            {
              target: './packages/contract',
              from: ['./apps', './e2e'],
              message: '契约包不能依赖应用代码。',
            },
            {
              target: './apps/web',
              from: './apps/server',
              message: '前端不能导入服务端代码，请通过契约包共享。',
            },
            { target: './apps/server', from: './apps/web/app', message: '服务端不能导入前端源码。' },
            {
              target: ['./apps/web/app/components', './apps/web/app/lib', './apps/web/app/config'],
              from: './apps/web/app/features',
              message: '共享目录不能依赖具体功能模块。',
            },
            ...webFeatureZones,
            {
              target: './apps/server/src/lib',
              from: './apps/server/src/modules',
              message: 'lib/ 是通用基础，不能依赖业务模块。',
            },
          ],
        },
      ],
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
