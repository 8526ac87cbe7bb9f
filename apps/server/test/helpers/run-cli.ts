import { execFile } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/**
 * Runs one of the server's command-line tools as an operator would (the script itself, without npm
 * around it), outside any DATABASE_URL of the test's shell; answers its exit code and output.
 */
export const runCli = (script: string, args: string[]) =>
  new Promise<{ code: number; output: string }>((resolve) => {
    execFile(
      process.execPath,
      ['--import', 'tsx', `src/cli/${script}.ts`, ...args],
      { cwd: serverDir, env: { ...process.env, DATABASE_URL: '', FILE_STORE: '' }, timeout: 170_000 },
      (error, stdout, stderr) =>
        resolve({ code: error ? Number(error.code ?? 1) : 0, output: `${stdout}${stderr}` }),
    );
  });
