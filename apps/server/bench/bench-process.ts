/** Starting and stopping a bench server: a process of its own, so the load generator never shares its thread. */
import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';

/**
 * Runs `script` (a file next to this one) with `args` and resolves once it prints
 * `BENCH_SERVER_READY <port> [what else it hands over]`; its other output goes to ours.
 */
export const startBenchProcess = (script: string, args: string[]) =>
  new Promise<{ url: string; handover: string; child: ChildProcess }>((resolve, reject) => {
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', fileURLToPath(new URL(`./${script}`, import.meta.url)), ...args],
      { stdio: ['ignore', 'pipe', 'inherit'] },
    );
    child.stdout?.setEncoding('utf8');
    child.stdout?.on('data', (text: string) => {
      const ready = /BENCH_SERVER_READY (\d+)(?: (.+))?/.exec(text);
      if (ready) resolve({ url: `http://127.0.0.1:${ready[1]}`, handover: ready[2]?.trim() ?? '', child });
      else process.stdout.write(text);
    });
    child.on('exit', (code) => reject(new Error(`${script} exited with ${code}`)));
  });

export const stopBenchProcess = (child: ChildProcess) =>
  new Promise<void>((resolve) => {
    child.removeAllListeners('exit');
    child.on('exit', () => resolve());
    child.kill('SIGTERM');
  });
