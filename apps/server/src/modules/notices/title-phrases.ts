import { eq, inArray, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { TDatabase } from '../../db/database.js';
import { executeRows } from '../../db/execute-rows.js';
import { noticeTermCounts, noticeTitlePhrases } from '../../db/schema/index.js';
import type { TPeriodicTask } from '../../lib/periodic-task.js';
import { progressLine } from '../../lib/work-progress.js';
import { addNoticeTermCounts } from './notice-term-counts.js';
import { TITLE_PHRASE_LENGTHS, keywordGrams, phraseSpelling } from './title-grams.js';

/**
 * Titles a phrase is in before it is worth a term of its own: a keyword of five or more characters
 * that is no phrase is totalled by checking the titles its four-character runs find, one heap page read
 * each (10–20 µs from a cold cache at a million notices), and this many stay well inside the search's
 * 150 ms.
 */
export const TITLE_PHRASE_MIN_NOTICES = 3_000;
/** Titles read to find candidate phrases: a phrase in TITLE_PHRASE_MIN_NOTICES of a million is in ~60 of them. */
const SAMPLE_TITLES = 20_000;
/** How often each server looks for new common phrases (titles change slowly; a pass reads a sample). */
export const DEFAULT_TITLE_PHRASE_DISCOVERY_MS = 6 * 60 * 60 * 1000;
/** Phrases a running server adds per pass, each counted through the title-term index. */
const MAX_ADDED_PER_PASS = 200;
/** A writer waiting on this long (a long transaction) makes the addition wait for the next pass. */
const LOCK_WAIT = '5s';
/** Changes of the phrase list, one at a time across instances (a phrase is counted once). */
const PHRASE_LIST_LOCK_KEY = 7_311_025_001;

/** Runs of phrase length in at least `minTitles` of the titles (lower-cased, as characters), with their title counts. */
const commonRuns = async (titles: string[][], minTitles: number): Promise<Map<string, number>> => {
  const common = new Map<string, number>();
  // A run is common only if both runs one character shorter inside it are (each title that has it has
  // them), so each length counts only runs made of the previous length's common ones.
  let shorter: Map<string, number> | null = null;
  for (let length = TITLE_PHRASE_LENGTHS.min; length <= TITLE_PHRASE_LENGTHS.max; length += 1) {
    const titlesWith = new Map<string, number>();
    for (const [index, chars] of titles.entries()) {
      const runs = new Set<string>();
      for (let start = 0; start + length <= chars.length; start += 1) {
        const run = chars.slice(start, start + length).join('');
        if (
          shorter &&
          !(
            shorter.has(chars.slice(start, start + length - 1).join('')) &&
            shorter.has(chars.slice(start + 1, start + length).join(''))
          )
        )
          continue;
        if (shorter || phraseSpelling(run) === run) runs.add(run);
      }
      for (const run of runs) titlesWith.set(run, (titlesWith.get(run) ?? 0) + 1);
      // A sample of long titles takes a moment: requests are served in between.
      if (index % 2_000 === 1_999) await new Promise((resolve) => setImmediate(resolve));
    }
    shorter = new Map([...titlesWith].filter(([, count]) => count >= minTitles));
    for (const [run, count] of shorter) common.set(run, count);
    if (shorter.size === 0) break;
  }
  return common;
};

/**
 * Adds a phrase and counts the notices whose titles contain it, per visibility and type, as a term of
 * notice_term_counts. The SHARE lock keeps every notice write out meanwhile (the count triggers count
 * phrases from the moment the phrase exists), so each notice is counted once: by this count or by a
 * trigger. Answers false when the phrase was there already (another server added it). Fails when a
 * lock takes longer than LOCK_WAIT (a long transaction): the next pass tries again.
 */
export const addTitlePhrase = async (db: TDatabase, phrase: string): Promise<boolean> =>
  db.transaction(async (tx) => {
    await lockForPhraseListChange(tx, { briefly: true });
    const added = await tx
      .insert(noticeTitlePhrases)
      .values({ phrase })
      .onConflictDoNothing()
      .returning({ phrase: noticeTitlePhrases.phrase });
    if (added.length === 0) return false;
    await addNoticeTermCounts(
      tx,
      sql`ARRAY[${phrase}]::text[]`,
      sql`n."title_grams" @> ${sql.param(keywordGrams(phrase))}::text[] AND strpos(lower(n."title"), ${phrase}) > 0`,
    );
    return true;
  });

/**
 * Forgets every phrase and its counts: a bulk load into an empty notices table starts without any (the
 * phrases of the titles it loads are found by the next discovery).
 */
export const clearTitlePhrases = async (db: Pick<TDatabase, 'delete'>) => {
  await db
    .delete(noticeTermCounts)
    .where(inArray(noticeTermCounts.term, sql`(SELECT "phrase" FROM "notice_title_phrases")`));
  await db.delete(noticeTitlePhrases);
};

type TSampleOptions = {
  /** TITLE_PHRASE_MIN_NOTICES unless given (tests). */
  minNotices?: number;
  /** SAMPLE_TITLES unless given (tests). */
  sampleTitles?: number;
};

type TInstallOptions = TSampleOptions & {
  /** Where the first pass says how far it is (db:migrate and start-up print it). */
  log?: (line: string) => void;
};

/**
 * Runs of five to ten characters that at least `minNotices` titles are likely to contain, the most
 * common first: every run in at least that share of a sample of titles. None while there are fewer
 * notices than that.
 */
const sampledPhrases = async (db: TDatabase, options: TSampleOptions): Promise<string[]> => {
  const minNotices = options.minNotices ?? TITLE_PHRASE_MIN_NOTICES;
  const [all] = await db
    .select({ count: sql<number>`coalesce(sum(${noticeTermCounts.noticeCount}), 0)::integer` })
    .from(noticeTermCounts)
    .where(eq(noticeTermCounts.term, ''));
  const noticeCount = all?.count ?? 0;
  if (noticeCount < minNotices) return [];
  const sampleShare = Math.min(1, (options.sampleTitles ?? SAMPLE_TITLES) / noticeCount);
  // Pages at random (SYSTEM): a sample of 20,000 titles reads ~1,000 pages instead of the whole table.
  const sample = sampleShare < 1 ? sql.raw(` TABLESAMPLE SYSTEM (${sampleShare * 100})`) : sql``;
  const rows = await executeRows<{ title: string }>(db, sql`SELECT "title" FROM "notices"${sample}`);
  const titles = rows.map((row) => [...row.title.toLowerCase()]);
  const minInSample = Math.max(2, Math.ceil((minNotices * titles.length) / noticeCount));
  const common = await commonRuns(titles, minInSample);
  return [...common].sort(([, a], [, b]) => b - a).map(([phrase]) => phrase);
};

/**
 * Makes the transaction the only one changing the phrase list, then holds off notice writes until it
 * ends (waiting for those under way): at most LOCK_WAIT for each lock when `briefly`, else as long as
 * it takes.
 */
const lockForPhraseListChange = async (tx: TDatabase, { briefly }: { briefly: boolean }) => {
  await tx.execute(sql.raw(`SET LOCAL lock_timeout = '${briefly ? LOCK_WAIT : '0'}'`));
  await tx.execute(sql`SELECT pg_advisory_xact_lock(${PHRASE_LIST_LOCK_KEY})`);
  await tx.execute(sql`LOCK TABLE "notices" IN SHARE MODE`);
};

/**
 * First phrases of a database that has none (after migration 0025, or a bulk load): those of a sample,
 * counted in one pass over every notice, notice writes held off meanwhile (every instance's; 3–5
 * minutes at a million notices, docs/benchmarks.md). Runs at start with the migrations, on their
 * connection (no statement time limit), before the server listens. Answers how many phrases it added.
 */
export const installTitlePhrases = async (db: TDatabase, options: TInstallOptions = {}): Promise<number> =>
  db.transaction(async (tx) => {
    // Cheap for the usual start (phrases listed already), before taking any lock.
    const listed = async () =>
      (await tx.select({ phrase: noticeTitlePhrases.phrase }).from(noticeTitlePhrases).limit(1)).length > 0;
    if (await listed()) return 0;
    const phrases = await sampledPhrases(tx, options);
    if (phrases.length === 0) return 0;
    await lockForPhraseListChange(tx, { briefly: false });
    if (await listed()) return 0;
    // One array parameter: there may be more phrases than a statement may have parameters.
    await tx.execute(
      sql`INSERT INTO "notice_title_phrases" ("phrase") SELECT unnest(${sql.param(phrases)}::text[])`,
    );
    await countPhrasesOfEveryNotice(tx, options.log);
    return phrases.length;
  });

/** Notices counted per statement of the first pass, so a long pass can say how far it is. */
const FIRST_PASS_BATCH = 50_000;

/**
 * Counts every notice under the phrases of its title, in batches of ids (one transaction: the counts
 * appear all at once), saying after each how far it is.
 */
const countPhrasesOfEveryNotice = async (tx: TDatabase, log: ((line: string) => void) | undefined) => {
  const [range] = await executeRows<{ first: string | null; last: string | null; total: number }>(
    tx,
    sql`SELECT min("id")::text AS first, max("id")::text AS last, count(*)::int AS total FROM "notices"`,
  );
  if (!range?.first || !range.last) return;
  const [first, last, total] = [Number(range.first), Number(range.last), range.total];
  const startedAt = Date.now();
  let done = 0;
  for (let from = first; from <= last; from += FIRST_PASS_BATCH) {
    const until = from + FIRST_PASS_BATCH;
    await addNoticeTermCounts(
      tx,
      sql`"notice_title_phrases_in"(n."title")`,
      sql`n."id" >= ${from} AND n."id" < ${until}`,
    );
    // Ids have gaps: the share of the id range stands for the share of notices.
    done = Math.min(total, Math.round((total * (Math.min(until, last + 1) - first)) / (last + 1 - first)));
    log?.(progressLine('标题短语首次统计（公告条数）', done, total, Date.now() - startedAt));
  }
};

type TDiscoveryOptions = TSampleOptions & {
  /** Checked between additions: a closing server stops after the current one. */
  shouldStop?: () => boolean;
};

/**
 * Adds the common phrases of a sample of titles not known yet, the most common first (at most
 * MAX_ADDED_PER_PASS: the rest wait for the next pass). Answers the phrases it added.
 */
export const discoverTitlePhrases = async (
  db: TDatabase,
  options: TDiscoveryOptions = {},
): Promise<string[]> => {
  const candidates = await sampledPhrases(db, options);
  if (candidates.length === 0) return [];
  const known = await db
    .select({ phrase: noticeTitlePhrases.phrase })
    .from(noticeTitlePhrases)
    .where(sql`${noticeTitlePhrases.phrase} = ANY(${sql.param(candidates)}::text[])`);
  const knownPhrases = new Set(known.map((row) => row.phrase));
  const added: string[] = [];
  for (const phrase of candidates.filter((candidate) => !knownPhrases.has(candidate))) {
    if (added.length >= MAX_ADDED_PER_PASS || options.shouldStop?.()) break;
    if (await addTitlePhrase(db, phrase)) added.push(phrase);
  }
  return added;
};

/** Discovery on this server soon after start and every `intervalMs` (0 turns it off: tests discover themselves). */
export const titlePhraseDiscovery = (
  log: FastifyBaseLogger,
  db: TDatabase,
  intervalMs = DEFAULT_TITLE_PHRASE_DISCOVERY_MS,
): TPeriodicTask => ({
  name: 'notices.title-phrases',
  everyMs: intervalMs,
  firstAfterMs: 1_000,
  run: async (closing) => {
    const added = await discoverTitlePhrases(db, { shouldStop: closing });
    if (added.length > 0) log.info({ added: added.length }, '已加入常用标题短语');
  },
  failure: '常用标题短语查找失败，稍后重试',
});
