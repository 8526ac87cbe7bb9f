/**
 * The chunks that most others import, each importing only those before it (vite.config.ts's groups:
 * the bundler's runtime, React with its router, the shared libraries, antd in parts), evaluated first
 * so that no later chunk's task evaluates them too. A browser-suite test checks the built chunks
 * against this order (e2e/api/client-chunks.test.ts).
 */
export const SHARED_CHUNK_NAMES = [
  'rolldown-runtime',
  'react',
  'libraries',
  'antd-tokens',
  'antd-parts',
  'antd-base',
  'antd-controls',
  'antd-forms',
  'antd',
];

/** A shared chunk's file: the bundler's eight-character hash, so antd's pattern does not take antd-parts. */
export const sharedChunkPattern = (name: string) => new RegExp(`/${name}-[\\w-]{8}\\.js$`);
