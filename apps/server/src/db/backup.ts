import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { copyFile, mkdir, readdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';

/** The backup cannot be written or read as asked; nothing was changed. */
export class BackupRefusedError extends Error {}

export const BACKUP_MANIFEST = 'manifest.json';
const PGLITE_ARCHIVE = 'pglite.tar.gz';
const POSTGRES_ARCHIVE = 'database.dump';
const FILES_FOLDER = 'files';

export type TBackupManifest = {
  format: 'supportal-backup';
  version: 1;
  database: 'pglite' | 'postgres';
  /** The database's archive in the backup folder and its SHA-256, checked before a restore. */
  databaseFile: string;
  databaseSha256: string;
  /** `local`: file bytes are in the backup's files/ folder; `database`: inside the database archive. */
  files: 'local' | 'database';
  localFiles: number;
  createdAt: string;
};

const sha256OfFile = (file: string): Promise<string> =>
  new Promise((resolve, reject) => {
    const hash = createHash('sha256');
    createReadStream(file)
      .on('error', reject)
      .on('data', (chunk) => hash.update(chunk))
      .on('end', () => resolve(hash.digest('hex')));
  });

/** A backup goes into a new or empty folder only: it never mixes with or replaces another. */
const prepareFolder = async (out: string) => {
  await mkdir(out, { recursive: true });
  if ((await readdir(out)).length > 0) {
    throw new BackupRefusedError(`备份目录 ${out} 不是空的，未写入任何内容。请指定新的目录。`);
  }
};

/**
 * Copies the local file store as it is now. Files still being written (`*.tmp`) are skipped, and a file
 * removed meanwhile (the sweep of uploads nobody attached) is simply absent.
 */
const copyFileTree = async (from: string, to: string): Promise<number> => {
  const entries = await readdir(from, { withFileTypes: true }).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return [];
    throw error;
  });
  let copied = 0;
  for (const entry of entries) {
    const source = path.join(from, entry.name);
    const target = path.join(to, entry.name);
    if (entry.isDirectory()) {
      copied += await copyFileTree(source, target);
    } else if (entry.isFile() && !entry.name.endsWith('.tmp')) {
      await mkdir(to, { recursive: true });
      const done = await copyFile(source, target).then(
        () => true,
        (error: NodeJS.ErrnoException) => {
          if (error.code === 'ENOENT') return false;
          throw error;
        },
      );
      if (done) copied += 1;
    }
  }
  return copied;
};

/**
 * After the database archive: the local files, if the portal keeps them on disk, then the manifest,
 * written last through a rename: a folder without it is an unfinished backup and is never restored.
 */
const finish = async (
  { out, filesDir }: { out: string; filesDir: string | undefined },
  archive: Pick<TBackupManifest, 'database' | 'databaseFile' | 'databaseSha256'>,
) => {
  const localFiles = filesDir ? await copyFileTree(filesDir, path.join(out, FILES_FOLDER)) : 0;
  const complete: TBackupManifest = {
    format: 'supportal-backup',
    version: 1,
    ...archive,
    files: filesDir ? 'local' : 'database',
    localFiles,
    createdAt: new Date().toISOString(),
  };
  const temporary = path.join(out, `${BACKUP_MANIFEST}.tmp`);
  await writeFile(temporary, `${JSON.stringify(complete, null, 2)}\n`);
  await rename(temporary, path.join(out, BACKUP_MANIFEST));
  return complete;
};

/**
 * An embedded portal's backup: the database (from the process that has it open) first, then the local
 * files, so every file row of the snapshot finds its bytes (files are written before their row).
 */
export const backupEmbedded = async (options: {
  dumpDataDir: () => Promise<Blob>;
  /** The local file store's folder; undefined when the bytes live in the database. */
  filesDir: string | undefined;
  out: string;
}): Promise<TBackupManifest> => {
  await prepareFolder(options.out);
  const archive = Buffer.from(await (await options.dumpDataDir()).arrayBuffer());
  await writeFile(path.join(options.out, PGLITE_ARCHIVE), archive);
  return finish(options, {
    database: 'pglite',
    databaseFile: PGLITE_ARCHIVE,
    databaseSha256: createHash('sha256').update(archive).digest('hex'),
  });
};

/** Runs a PostgreSQL client tool, naming it when it is not installed. */
export const runPostgresTool = (tool: 'pg_dump' | 'pg_restore', args: string[]): Promise<void> =>
  new Promise((resolve, reject) => {
    execFile(tool, args, { maxBuffer: 16 * 1024 * 1024 }, (error, _stdout, stderr) => {
      if (!error) return resolve();
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') {
        return reject(
          new BackupRefusedError(
            `找不到 ${tool}：请安装 PostgreSQL 客户端工具（与服务器同一主版本或更新）。`,
          ),
        );
      }
      reject(new Error(`${tool} 失败：${stderr.trim() || error.message}`));
    });
  });

/** A PostgreSQL portal's backup: pg_dump's own consistent snapshot, then the local files if any. */
export const backupPostgres = async (options: {
  databaseUrl: string;
  filesDir: string | undefined;
  out: string;
}): Promise<TBackupManifest> => {
  await prepareFolder(options.out);
  const archive = path.join(options.out, POSTGRES_ARCHIVE);
  await runPostgresTool('pg_dump', [
    '--format=custom',
    '--no-owner',
    '--no-privileges',
    `--file=${archive}`,
    options.databaseUrl,
  ]);
  return finish(options, {
    database: 'postgres',
    databaseFile: POSTGRES_ARCHIVE,
    databaseSha256: await sha256OfFile(archive),
  });
};

/** The manifest of a complete, intact backup: the archive's SHA-256 is checked here. */
export const readBackup = async (from: string) => {
  const text = await readFile(path.join(from, BACKUP_MANIFEST), 'utf8').catch(() => null);
  const manifest = text === null ? null : (JSON.parse(text) as Partial<TBackupManifest>);
  if (manifest?.format !== 'supportal-backup' || manifest.version !== 1 || !manifest.databaseFile) {
    throw new BackupRefusedError(`${from} 不是完整的 supportal 备份（缺少 ${BACKUP_MANIFEST}）。`);
  }
  const archive = path.join(from, path.basename(manifest.databaseFile));
  const sha256 = await sha256OfFile(archive).catch(() => null);
  if (sha256 !== manifest.databaseSha256) {
    throw new BackupRefusedError(
      `备份中的数据库文件 ${archive} ${sha256 === null ? '缺失' : '已损坏（SHA-256 不符）'}。`,
    );
  }
  return {
    manifest: manifest as TBackupManifest,
    archive,
    filesDir: path.join(from, FILES_FOLDER),
    copyFilesTo: (target: string) => copyFileTree(path.join(from, FILES_FOLDER), target),
  };
};
