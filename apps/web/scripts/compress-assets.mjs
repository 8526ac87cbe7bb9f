// Writes .br and .gz twins of the client build's text files: the server sends them to browsers that
// accept them (@fastify/static preCompressed), at build-time cost instead of per request.
import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const CLIENT_DIR = fileURLToPath(new URL('../build/client/', import.meta.url));
const TEXT_FILE = /\.(js|mjs|css|html|svg|json|txt|webmanifest)$/;
const MIN_BYTES = 1024;

const filesUnder = async (dir) => {
  const entries = await readdir(dir, { withFileTypes: true });
  const nested = await Promise.all(
    entries.map((entry) => {
      const full = path.join(dir, entry.name);
      return entry.isDirectory() ? filesUnder(full) : [full];
    }),
  );
  return nested.flat();
};

let before = 0;
let after = 0;
for (const file of await filesUnder(CLIENT_DIR)) {
  if (!TEXT_FILE.test(file) || (await stat(file)).size < MIN_BYTES) continue;
  const bytes = await readFile(file);
  const brotli = await promisify(brotliCompress)(bytes, {
    params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY },
  });
  await writeFile(`${file}.br`, brotli);
  await writeFile(`${file}.gz`, await promisify(gzip)(bytes, { level: 9 }));
  before += bytes.length;
  after += brotli.length;
}
console.log(
  `compressed client files: ${(before / 1024).toFixed(0)} KB → ${(after / 1024).toFixed(0)} KB (brotli)`,
);
