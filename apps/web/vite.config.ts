import { reactRouter } from '@react-router/dev/vite';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [reactRouter()],
  build: {
    // A page announces every module it needs: by default each library module shared by a different set
    // of routes is a chunk of its own (~55 per page). React with its router, and the other libraries,
    // are one chunk each (~25 per page, the same bytes give or take 10%): fewer requests and module
    // records, one cached file for every page. Not node-forge: only plain-HTTP pages import it.
    rollupOptions: {
      output: {
        codeSplitting: {
          groups: [
            {
              name: 'react',
              test: /node_modules[\\/](react|react-dom|scheduler|react-router|cookie|set-cookie-parser)[\\/]/,
              priority: 2,
            },
            { name: 'antd', test: /node_modules[\\/](?!node-forge[\\/])/, priority: 1 },
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
    ],
  },
  ssr: {
    // The contract package is TypeScript source: it must be bundled, not loaded by Node.
    noExternal: ['@supportal/contract'],
  },
});
