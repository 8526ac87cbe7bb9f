import { reactRouter } from '@react-router/dev/vite';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [reactRouter()],
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
