import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { migratePostgresSchema } from './database.js';

/** The target cannot take the move (it holds rows); nothing was changed. */
export class MoveRefusedError extends Error {}

/** One SQL session: the embedded source or the PostgreSQL target. */
export type TSqlSession = { rows: <TRow>(text: string, params?: unknown[]) => Promise<TRow[]> };

export const pgliteSession = (client: PGlite): TSqlSession => ({
  rows: async <TRow>(text: string, params?: unknown[]) => (await client.query<TRow>(text, params)).rows,
});

export const postgresSession = (client: pg.Client): TSqlSession => ({
  rows: async <TRow>(text: string, params?: unknown[]) => (await client.query(text, params)).rows as TRow[],
});

type TColumn = { name: string; type: string; generated: boolean };
type TTable = { name: string; columns: TColumn[]; hasBytea: boolean };

/** Rows per statement; tables with file bytes (up to 50 MB a row) go a few rows at a time. */
const BATCH_ROWS = 1_000;
const BLOB_BATCH_ROWS = 5;
/** A long table reports its progress every this many rows. */
const PROGRESS_EVERY_ROWS = 20_000;
/** Rows whose whole-row text is taken by the copy and the checksums (no column is ever named so). */
const ROW_ALIAS = 'supportal_moved_row';

const quote = (name: string) => `"${name.replaceAll('"', '""')}"`;

const listTables = async (session: TSqlSession): Promise<TTable[]> => {
  const rows = await session.rows<{ table: string; column: string; type: string; generated: string }>(
    `SELECT c.relname AS "table", a.attname AS "column", format_type(a.atttypid, a.atttypmod) AS "type",
            a.attgenerated AS "generated"
     FROM pg_class c
     JOIN pg_namespace n ON n.oid = c.relnamespace
     JOIN pg_attribute a ON a.attrelid = c.oid AND a.attnum > 0 AND NOT a.attisdropped
     WHERE n.nspname = 'public' AND c.relkind = 'r'
     ORDER BY c.relname, a.attnum`,
  );
  const tables = new Map<string, TTable>();
  for (const row of rows) {
    const table = tables.get(row.table) ?? { name: row.table, columns: [], hasBytea: false };
    table.columns.push({ name: row.column, type: row.type, generated: row.generated !== '' });
    if (row.type === 'bytea') table.hasBytea = true;
    tables.set(row.table, table);
  }
  return [...tables.values()];
};

/**
 * Parents before children, so every foreign key holds as rows arrive (a table referring to itself
 * keeps its stored order, in which parents were written first). A cycle between tables is refused.
 */
export const orderByDependencies = (
  tables: readonly string[],
  foreignKeys: readonly { child: string; parent: string }[],
): string[] => {
  const parentsOf = new Map(tables.map((table) => [table, new Set<string>()]));
  for (const { child, parent } of foreignKeys) {
    if (child !== parent) parentsOf.get(child)?.add(parent);
  }
  const ordered: string[] = [];
  const placed = new Set<string>();
  while (ordered.length < tables.length) {
    const ready = [...parentsOf.keys()]
      .filter((table) => !placed.has(table) && [...(parentsOf.get(table) ?? [])].every((p) => placed.has(p)))
      .sort();
    if (ready.length === 0) {
      const left = tables.filter((table) => !placed.has(table));
      throw new Error(`外键成环，无法确定复制顺序：${left.join('、')}`);
    }
    for (const table of ready) {
      placed.add(table);
      ordered.push(table);
    }
  }
  return ordered;
};

const listForeignKeys = (session: TSqlSession) =>
  session.rows<{ child: string; parent: string }>(
    `SELECT child.relname AS child, parent.relname AS parent
     FROM pg_constraint k
     JOIN pg_class child ON child.oid = k.conrelid
     JOIN pg_class parent ON parent.oid = k.confrelid
     JOIN pg_namespace n ON n.oid = child.relnamespace
     WHERE k.contype = 'f' AND n.nspname = 'public'`,
  );

/** Tables of the target that hold at least one row (the migrations' own record aside). */
const tablesWithRows = async (target: TSqlSession): Promise<string[]> => {
  const tables = await target.rows<{ schema: string; name: string }>(
    `SELECT n.nspname AS schema, c.relname AS name
     FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
     WHERE c.relkind = 'r' AND n.nspname NOT IN ('pg_catalog', 'information_schema', 'drizzle')
       AND n.nspname NOT LIKE 'pg\\_%'
     ORDER BY 1, 2`,
  );
  const filled: string[] = [];
  for (const { schema, name } of tables) {
    const [row] = await target.rows<{ filled: boolean }>(
      `SELECT EXISTS (SELECT 1 FROM ${quote(schema)}.${quote(name)}) AS filled`,
    );
    if (row?.filled) filled.push(schema === 'public' ? name : `${schema}.${name}`);
  }
  return filled;
};

/** Refuses (MoveRefusedError, nothing changed) a target database in which any table holds a row. */
export const assertEmptyTarget = async (target: TSqlSession) => {
  const filled = await tablesWithRows(target);
  if (filled.length > 0) {
    throw new MoveRefusedError(
      `目标数据库不是空的（${filled.slice(0, 8).join('、')}${filled.length > 8 ? ' 等' : ''} 已有数据），未做任何修改。` +
        '请指定一个新建的空数据库 (target database is not empty)。',
    );
  }
};

const describeColumns = (table: TTable | undefined) =>
  table?.columns.map((column) => `${column.name} ${column.type}`).join(', ') ?? '（无此表）';

/** Both sides ran the same migrations; a difference means the source is of another release. */
const assertSameTables = (source: readonly TTable[], target: readonly TTable[]) => {
  const targetByName = new Map(target.map((table) => [table.name, table]));
  const names = new Set([...source.map((table) => table.name), ...targetByName.keys()]);
  for (const name of names) {
    const sourceTable = source.find((table) => table.name === name);
    const targetTable = targetByName.get(name);
    if (describeColumns(sourceTable) !== describeColumns(targetTable)) {
      throw new Error(
        `表 ${name} 的结构在源库与目标库中不同（源：${describeColumns(sourceTable)}；目标：${describeColumns(targetTable)}）。` +
          '请用与数据目录相同版本的 supportal 执行迁移。',
      );
    }
  }
};

/**
 * Row by row as the rows' own text (the form COPY uses), which every type reads back exactly, in
 * physical order by ctid: the source is locked, so positions do not move under the walk.
 */
const copyTable = async (
  source: TSqlSession,
  target: TSqlSession,
  table: TTable,
  onProgress: (copied: number) => void,
): Promise<number> => {
  const name = quote(table.name);
  const written = table.columns.filter((column) => !column.generated);
  const insert =
    `INSERT INTO ${name} (${written.map((column) => quote(column.name)).join(', ')}) OVERRIDING SYSTEM VALUE ` +
    `SELECT ${written.map((column) => `(r).${quote(column.name)}`).join(', ')} ` +
    `FROM (SELECT v::${name} AS r FROM unnest($1::text[]) AS v) AS s`;
  const batchRows = table.hasBytea ? BLOB_BATCH_ROWS : BATCH_ROWS;
  let after = '(0,0)';
  let copied = 0;
  let reported = 0;
  for (;;) {
    const rows = await source.rows<{ at: string; row: string }>(
      `SELECT ${ROW_ALIAS}.ctid::text AS at, ${ROW_ALIAS}::text AS row FROM ${name} AS ${ROW_ALIAS}
       WHERE ${ROW_ALIAS}.ctid > $1::tid ORDER BY ${ROW_ALIAS}.ctid LIMIT ${batchRows}`,
      [after],
    );
    const last = rows.at(-1);
    if (!last) return copied;
    await target.rows(insert, [rows.map((row) => row.row)]);
    copied += rows.length;
    after = last.at;
    if (copied - reported >= PROGRESS_EVERY_ROWS) {
      reported = copied;
      onProgress(copied);
    }
  }
};

export type TTableChecksum = { rows: number; checksum: string };

/** Row count and an order-free sum of every row's MD5 (of its text): equal sums mean equal rows. */
export const tableChecksum = async (session: TSqlSession, table: string): Promise<TTableChecksum> => {
  const [row] = await session.rows<{ rows: string; checksum: string }>(
    `SELECT count(*)::text AS rows,
            coalesce(sum(('x' || substr(md5(${ROW_ALIAS}::text), 1, 15))::bit(60)::bigint), 0)::text AS checksum
     FROM ${quote(table)} AS ${ROW_ALIAS}`,
  );
  return { rows: Number(row?.rows ?? 0), checksum: row?.checksum ?? '' };
};

/** Sequences continue where the source's stopped, so new ids never collide with moved ones. */
const copySequences = async (source: TSqlSession, target: TSqlSession): Promise<number> => {
  const sequences = await source.rows<{ name: string; last: string }>(
    `SELECT sequencename AS name, last_value::text AS last FROM pg_sequences
     WHERE schemaname = 'public' AND last_value IS NOT NULL ORDER BY 1`,
  );
  for (const sequence of sequences) {
    await target.rows('SELECT setval($1::regclass, $2::bigint, true)', [
      `public.${quote(sequence.name)}`,
      sequence.last,
    ]);
  }
  const moved = await target.rows<{ name: string; last: string }>(
    `SELECT sequencename AS name, last_value::text AS last FROM pg_sequences
     WHERE schemaname = 'public' AND last_value IS NOT NULL ORDER BY 1`,
  );
  if (JSON.stringify(moved) !== JSON.stringify(sequences)) {
    throw new Error('目标库的序列值与源库不一致，迁移已撤销。');
  }
  return sequences.length;
};

const SAFE_STORAGE_KEY = /^[a-z0-9][a-z0-9/_-]{0,200}$/;

/** The SHA-256 (hex) of a local file, or null when it is missing. */
const hashLocalFile = (file: string): Promise<string | null> =>
  new Promise((resolve, reject) => {
    const hash = createHash('sha256');
    createReadStream(file)
      .on('error', (error: NodeJS.ErrnoException) =>
        error.code === 'ENOENT' ? resolve(null) : reject(error),
      )
      .on('data', (chunk) => hash.update(chunk))
      .on('end', () => resolve(hash.digest('hex')));
  });

export type TFileMode = 'database' | 'local';

/**
 * Files whose bytes are on local disk: into the target's file_blobs (`database`), or checked where
 * they stay (`local`). Bytes already in the source's file_blobs came with that table. Every file's
 * SHA-256 must match its row; a missing or changed file cancels the move.
 */
const moveFiles = async (
  source: TSqlSession,
  target: TSqlSession,
  filesDir: string,
  mode: TFileMode,
  log: (line: string) => void,
): Promise<number> => {
  const files = await source.rows<{ key: string; sha256: string }>(
    `SELECT f.storage_key AS key, f.sha256 FROM files f
     WHERE NOT EXISTS (SELECT 1 FROM file_blobs b WHERE b.storage_key = f.storage_key) ORDER BY f.id`,
  );
  const problems: string[] = [];
  let moved = 0;
  for (const file of files) {
    if (!SAFE_STORAGE_KEY.test(file.key) || file.key.includes('..')) {
      problems.push(`${file.key}（存储键不合法）`);
      continue;
    }
    const localPath = path.join(filesDir, file.key);
    const sha256 = await hashLocalFile(localPath);
    if (sha256 !== file.sha256) {
      problems.push(`${localPath}（${sha256 === null ? '缺失' : 'SHA-256 与记录不符'}）`);
      continue;
    }
    if (mode === 'database') {
      await target.rows('INSERT INTO file_blobs (storage_key, bytes) VALUES ($1, $2)', [
        file.key,
        await readFile(localPath),
      ]);
    }
    moved += 1;
    if (moved % 500 === 0) log(`  文件 ${moved}/${files.length}`);
  }
  if (problems.length > 0) {
    throw new Error(
      `${problems.length} 个文件无法迁移，迁移已撤销：\n  ${problems.slice(0, 10).join('\n  ')}` +
        (problems.length > 10 ? `\n  …另有 ${problems.length - 10} 个` : ''),
    );
  }
  if (mode === 'database') {
    const [bad] = await target.rows<{ count: string }>(
      `SELECT count(*)::text AS count FROM files f LEFT JOIN file_blobs b ON b.storage_key = f.storage_key
       WHERE b.storage_key IS NULL OR encode(sha256(b.bytes), 'hex') <> f.sha256`,
    );
    if (Number(bad?.count) > 0)
      throw new Error(`目标库中 ${bad?.count} 个文件的内容与记录不符，迁移已撤销。`);
  }
  return moved;
};

export type TMoveReport = {
  tables: { name: string; rows: number }[];
  rows: number;
  sequences: number;
  /** Files taken from local disk (into the database, or checked in place). */
  localFiles: number;
};

/**
 * Copies a migrated embedded database (the caller holds its DATA_DIR lock) into an empty PostgreSQL
 * database: migrations first, then in one transaction every table in dependency order (user triggers
 * off, so derived rows are copied rather than derived twice), the sequences and the local files; the
 * row counts and checksums of every table and the SHA-256 of every file are compared before COMMIT,
 * so the target ends up either complete and verified or without rows.
 */
export const moveToPostgres = async (options: {
  source: TSqlSession;
  targetUrl: string;
  filesDir: string;
  files: TFileMode;
  log: (line: string) => void;
}): Promise<TMoveReport> => {
  const { source, log } = options;
  const client = new pg.Client({ connectionString: options.targetUrl });
  client.on('error', () => undefined);
  await client.connect();
  const target = postgresSession(client);
  try {
    await assertEmptyTarget(target);
    const [ctype] = await target.rows<{ ctype: string }>(
      'SELECT datctype AS ctype FROM pg_database WHERE datname = current_database()',
    );
    if (!/utf-?8/i.test(ctype?.ctype ?? '')) {
      log(`警告：目标库 LC_CTYPE 为 ${ctype?.ctype}，中文检索索引将失效；建议用 UTF-8 ctype 重新建库。`);
    }
    log('正在目标库执行数据库迁移（建表）…');
    await migratePostgresSchema(options.targetUrl);

    const sourceTables = await listTables(source);
    assertSameTables(sourceTables, await listTables(target));
    const tableByName = new Map(sourceTables.map((table) => [table.name, table]));
    const order = orderByDependencies([...tableByName.keys()], await listForeignKeys(source));
    // Both sides print timestamps alike, so rows' text (and so their checksums) compare equal.
    await source.rows(`SET TimeZone = 'UTC'`);

    await target.rows('BEGIN');
    let report: TMoveReport;
    try {
      await target.rows(`SET LOCAL TimeZone = 'UTC'`);
      // The target was empty before its migrations: what it holds now, they wrote (the registration
      // applicant's system account), and the source holds the same rows, which are copied next.
      await target.rows(`TRUNCATE ${order.map(quote).join(', ')}`);
      for (const name of order) await target.rows(`ALTER TABLE ${quote(name)} DISABLE TRIGGER USER`);
      const tables: TMoveReport['tables'] = [];
      for (const name of order) {
        const table = tableByName.get(name);
        if (!table) continue;
        const rows = await copyTable(source, target, table, (copied) =>
          log(`  ${name}：已复制 ${copied} 行…`),
        );
        tables.push({ name, rows });
        log(`  ${name}：${rows} 行`);
      }
      for (const name of order) await target.rows(`ALTER TABLE ${quote(name)} ENABLE TRIGGER USER`);
      const sequences = await copySequences(source, target);

      log('正在核对每张表的行数与校验和…');
      const differing: string[] = [];
      for (const name of order) {
        const [expected, actual] = [await tableChecksum(source, name), await tableChecksum(target, name)];
        if (expected.rows !== actual.rows || expected.checksum !== actual.checksum) {
          differing.push(`${name}（源 ${expected.rows} 行，目标 ${actual.rows} 行）`);
        }
      }
      if (differing.length > 0) throw new Error(`复制后内容不一致，迁移已撤销：${differing.join('、')}`);

      log(options.files === 'database' ? '正在把本地文件存入数据库…' : '正在核对本地文件…');
      const localFiles = await moveFiles(source, target, options.filesDir, options.files, log);
      await target.rows('COMMIT');
      report = { tables, rows: tables.reduce((sum, table) => sum + table.rows, 0), sequences, localFiles };
    } catch (error) {
      await target.rows('ROLLBACK').catch(() => undefined);
      throw error;
    }
    // Fresh statistics, or the planner would meet the moved rows with an empty table's plans.
    await target.rows('ANALYZE');
    return report;
  } finally {
    await client.end().catch(() => undefined);
  }
};
