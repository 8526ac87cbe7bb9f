import { reactRouter } from '@react-router/dev/vite';
import { defineConfig } from 'vite';
import { contractForBrowser } from './build-plugins/contract-for-browser.js';

/**
 * The shared libraries in seven chunks, each importing only the ones before it: a page evaluates them
 * one task each (components/document/deferred-scripts.tsx, whose SHARED_CHUNK_NAMES lists them in this
 * order) instead of ~1.2 MB in one task. A group takes what its modules import along with them, so the
 * ones imported are taken first (higher priority). antd in one chunk took ~300 ms to evaluate on a 4×
 * slower phone; in four, each takes under 60 ms.
 */
const LIBRARY_GROUPS = [
  {
    name: 'libraries',
    test: /node_modules[\\/](?!antd[\\/]|@ant-design[\\/]|@rc-component[\\/](?!util[\\/])|zod[\\/])/,
  },
  // Design tokens, the style engine, colours and icons.
  { name: 'antd-tokens', test: /node_modules[\\/]@ant-design[\\/]/ },
  // antd's building blocks.
  { name: 'antd-parts', test: /node_modules[\\/]@rc-component[\\/]/ },
  // antd itself in four, each evaluated in a task of its own: what every component uses, the small
  // controls the larger components are made of, the form fields, then the rest.
  {
    name: 'antd-base',
    test: /node_modules[\\/]antd[\\/]es[\\/](_util|config-provider|locale|theme|style|version)[\\/]/,
  },
  {
    name: 'antd-controls',
    test: /node_modules[\\/]antd[\\/]es[\\/](button|input|checkbox|radio|select|dropdown|menu|tooltip|popover|pagination|spin|empty|grid|row|col|space|typography|divider|tag|badge|skeleton)[\\/]/,
  },
  {
    name: 'antd-forms',
    test: /node_modules[\\/]antd[\\/]es[\\/](form|date-picker|time-picker|calendar|input-number|auto-complete|cascader|tree-select|tree|upload)[\\/]/,
  },
  { name: 'antd', test: /node_modules[\\/]antd[\\/]/ },
].map((group, index, groups) => ({ ...group, priority: 1 + groups.length - index, minShareCount: 3 }));

export default defineConfig({
  plugins: [reactRouter(), contractForBrowser()],
  build: {
    // A page announces every module it needs: by default each library module shared by a different set
    // of routes is a chunk of its own (~55 per page). React with its router is one chunk, and the
    // libraries that three or more routes use (antd's core and common components, dayjs, TanStack
    // Query) seven more (LIBRARY_GROUPS): ~30 modules per public page, a little fewer bytes, the same
    // cached files for every page. Libraries of one or two routes (node-forge, anything a single
    // workspace page adds) keep their own chunks, loaded only where they are used. zod stays out of
    // the groups: only the pages that parse a filter with a contract schema build any (the
    // contract-for-browser plugin drops the rest), and its 74 kB would otherwise load on every page.
    rollupOptions: {
      output: {
        codeSplitting: {
          groups: [
            {
              name: 'react',
              test: /node_modules[\\/](react|react-dom|scheduler|react-router|cookie|set-cookie-parser)[\\/]/,
              priority: 10,
            },
            ...LIBRARY_GROUPS,
          ],
        },
      },
    },
  },
  // Pre-bundled up front so the first dev load does not reload and new deps do not answer 504.
  optimizeDeps: {
    include: [
      'antd',
      'antd/locale/zh_CN',
      '@ant-design/icons',
      '@ant-design/cssinjs',
      'dayjs',
      'dayjs/locale/zh-cn',
      'dayjs/plugin/utc',
      '@tanstack/react-query',
      // Imported by the contract package, which is linked source and so not scanned as a dependency.
      'zod',
      // Imported on demand by the login card (the home page's): found only when first requested, it
      // made Vite reload the page a developer had just opened.
      'node-forge',
    ],
  },
  ssr: {
    // The contract package is TypeScript source: it must be bundled, not loaded by Node.
    noExternal: ['@supportal/contract'],
  },
});
