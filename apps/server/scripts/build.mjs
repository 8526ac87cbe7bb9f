// Bundles the server (and the contract's TS source) into dist/server.js; node_modules stay external.
import { execFileSync } from 'node:child_process';
import { cp, readFile, rm } from 'node:fs/promises';
import { build } from 'esbuild';

// What /metrics reports as the build (supportal_build_info): the package version and the commit.
const { version } = JSON.parse(await readFile('package.json', 'utf8'));
const commitOf = () => {
  try {
    return execFileSync('git', ['rev-parse', '--short', 'HEAD'], { encoding: 'utf8', stdio: 'pipe' }).trim();
  } catch {
    return 'unknown';
  }
};
const buildVersion = `${version}+${commitOf()}`;

await rm('dist', { recursive: true, force: true });
await build({
  // The server, `npm run db:migrate` (runs where the built server runs: no tsx needed) and the child
  // that reads attachment text (modules/attachment-text, forked beside the server).
  entryPoints: {
    server: 'src/server.ts',
    migrate: 'src/cli/migrate.ts',
    'attachment-extraction': 'src/modules/attachment-text/extraction-child.ts',
  },
  outdir: 'dist',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node22',
  sourcemap: true,
  packages: 'external',
  // Workspace packages ship TypeScript: bundle them; everything from the registry stays in node_modules.
  plugins: [
    {
      name: 'bundle-workspace-contract',
      setup(context) {
        context.onResolve({ filter: /^@supportal\/contract$/ }, () => ({
          path: new URL('../../../packages/contract/src/index.ts', import.meta.url).pathname,
        }));
      },
    },
  ],
  banner: {
    js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);",
  },
  define: { 'process.env.SUPPORTAL_BUILD_VERSION': JSON.stringify(buildVersion) },
  logLevel: 'warning',
});
await cp('src/db/migrations', 'dist/migrations', { recursive: true });
await cp('src/modules/workflow/definitions', 'dist/definitions', { recursive: true });
console.log('server bundle: apps/server/dist/server.js (and dist/migrate.js)');
