import { chmod, rm } from 'node:fs/promises';
import net from 'node:net';
import path from 'node:path';
import { backupEmbedded, type TBackupManifest } from '../db/backup.js';

/**
 * How `npm run backup` reaches a running embedded portal: PGlite lives inside the server process, so
 * only the server can take a consistent snapshot of it. A Unix socket in DATA_DIR, readable by the
 * data directory's owner only, is the door: whoever may read DATA_DIR may take a copy of it anyway,
 * and nothing on the network can ask.
 */
export const CONTROL_SOCKET = '.supportal-control.sock';

export type TControlRequest = { command: 'backup'; out: string };
export type TControlAnswer = { ok: true; manifest: TBackupManifest } | { ok: false; error: string };

const readRequest = (socket: net.Socket): Promise<TControlRequest> =>
  new Promise((resolve, reject) => {
    let text = '';
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => {
      text += chunk;
      const end = text.indexOf('\n');
      if (end < 0) return;
      try {
        const request = JSON.parse(text.slice(0, end)) as Partial<TControlRequest>;
        if (
          request.command !== 'backup' ||
          typeof request.out !== 'string' ||
          !path.isAbsolute(request.out)
        ) {
          throw new Error('不认识的请求');
        }
        resolve({ command: 'backup', out: request.out });
      } catch (error) {
        reject(error instanceof Error ? error : new Error(String(error)));
      }
    });
    socket.on('error', reject);
  });

/** Listens on DATA_DIR's control socket while the server holds the DATA_DIR lock (a stale socket file is replaced). */
export const openControlSocket = async (options: {
  dataDir: string;
  dumpDataDir: () => Promise<Blob>;
  /** The local file store's folder; undefined when the bytes live in the database. */
  filesDir: string | undefined;
}) => {
  const socketPath = path.join(options.dataDir, CONTROL_SOCKET);
  let running: Promise<unknown> | undefined;
  const server = net.createServer((socket) => {
    socket.on('error', () => socket.destroy());
    const answer = (reply: TControlAnswer) => socket.end(`${JSON.stringify(reply)}\n`);
    readRequest(socket)
      .then(async (request) => {
        if (running) throw new Error('另一个备份正在进行，请稍后再试。');
        const backup = backupEmbedded({ ...options, out: request.out });
        running = backup;
        try {
          answer({ ok: true, manifest: await backup });
        } finally {
          running = undefined;
        }
      })
      .catch((error: unknown) =>
        answer({ ok: false, error: error instanceof Error ? error.message : String(error) }),
      );
  });
  // This process holds the DATA_DIR lock: a socket file left here belongs to a process that is gone.
  await rm(socketPath, { force: true });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen({ path: socketPath }, () => {
      server.off('error', reject);
      server.unref();
      resolve();
    });
  });
  await chmod(socketPath, 0o600);
  return {
    close: async () => {
      await new Promise((resolve) => server.close(resolve));
      await rm(socketPath, { force: true });
    },
  };
};

/**
 * Asks the server on DATA_DIR for a backup; null when no server listens there (none runs, or one of a
 * version without the socket: the caller's DATA_DIR lock then tells them apart).
 */
export const requestBackup = (dataDir: string, out: string): Promise<TControlAnswer | null> =>
  new Promise((resolve, reject) => {
    const socket = net.connect({ path: path.join(dataDir, CONTROL_SOCKET) });
    let text = '';
    socket.setEncoding('utf8');
    socket.once('connect', () =>
      socket.write(`${JSON.stringify({ command: 'backup', out } satisfies TControlRequest)}\n`),
    );
    socket.on('data', (chunk: string) => (text += chunk));
    socket.once('end', () => {
      try {
        resolve(JSON.parse(text) as TControlAnswer);
      } catch {
        reject(new Error(`服务器的回答无法识别：${text.slice(0, 200)}`));
      }
    });
    socket.once('error', (error: NodeJS.ErrnoException) =>
      error.code === 'ENOENT' || error.code === 'ECONNREFUSED' ? resolve(null) : reject(error),
    );
  });
