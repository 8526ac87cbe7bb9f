import type { ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';

/** A TCP port on 127.0.0.1 that nothing listens on at the moment (for servers a test or drill starts). */
export const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });

/** Resolves once the process has ended (at once if it already has, or was never started). */
export const exited = (child: ChildProcess | undefined) =>
  new Promise<void>((resolve) => {
    if (!child || child.exitCode !== null || child.signalCode !== null) resolve();
    else child.once('exit', () => resolve());
  });
