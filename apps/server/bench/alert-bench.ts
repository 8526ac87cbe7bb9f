/**
 * The saved-search part of `npm run bench`: 100,000 saved searches, the matching cost of one published
 * notice (the index lookup and the exact check of its candidates), and deliveries per second to a
 * local webhook receiver. Runs in this process against a fresh database of each kind.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import Fastify from 'fastify';
import { type TDatabaseHandle } from '../src/db/database.js';
import { openDatabase } from '../src/portal-database.js';
import { createUtf8Database, dropDatabase } from '../src/db/postgres-admin.js';
import {
  admAreas,
  alertChannels,
  alertDeliveries,
  savedSearches,
  savedSearchKeys,
} from '../src/db/schema/index.js';
import { buildAdmAreaRows, PROVINCES } from '../src/demo-data/areas-and-orgs.js';
import { createNoticeGenerator } from '../src/demo-data/notice-generator.js';
import { createRandom } from '../src/demo-data/random.js';
import { PROCUREMENT_SUBJECTS } from '../src/demo-data/vocabulary.js';
import { deliverDueAlerts } from '../src/modules/saved-searches/alert-delivery.js';
import {
  findMatchingSearchIds,
  savedSearchKeyRows,
  type TMatchableNotice,
} from '../src/modules/saved-searches/saved-search-index.js';
import { startWebhookReceiver } from '../test/helpers/webhook-receiver.js';
import { percentile } from './percentile.js';

type TOptions = {
  kinds: ('pglite' | 'postgres')[];
  searches: number;
  notices: number;
  deliveries: number;
  databaseUrl: string;
  log: (message: string) => void;
};

const INSERT_BATCH = 2_000;
const ms = (value: number) => value.toFixed(2);

/**
 * Saved searches as people write them: a procurement subject or one of its items, a phrase of 4–8
 * characters from a real title, a place with a type; a tenth without keyword but with type and province.
 */
const savedSearchRows = (count: number, titles: readonly string[], provinces: readonly string[]) => {
  const random = createRandom(7_011);
  const types = ['1', '2', '8', '33', '45'];
  const places = PROVINCES.flatMap((province) => [
    province.name.replace(/省|市|自治区|壮族|回族|维吾尔/g, ''),
    ...province.cities.map((city) => city.name.replace(/市$/, '')),
  ]);
  const phrase = () => {
    const title = [...random.pick(titles)];
    const length = random.int(4, 8);
    const start = random.int(0, Math.max(0, title.length - length));
    return title
      .slice(start, start + length)
      .join('')
      .trim();
  };
  return Array.from({ length: count }, (_item, index) => {
    const roll = random.next();
    const subject = random.pick(PROCUREMENT_SUBJECTS);
    const keyword =
      roll < 0.35
        ? subject.name
        : roll < 0.55
          ? random.pick(subject.items)
          : roll < 0.8
            ? phrase()
            : roll < 0.9
              ? random.pick(places)
              : '';
    const placeOnly = roll >= 0.8 && roll < 0.9;
    return {
      name: `订阅${index}`,
      keyword,
      noticeTypes: random.chance(0.4) || !keyword || placeOnly ? random.sample(types, random.int(1, 2)) : [],
      provAdmCode: random.chance(0.3) || !keyword ? random.pick(provinces) : null,
      unitLevel: random.chance(0.1) ? String(random.int(1, 3)) : null,
    };
  });
};

const seed = async (database: TDatabaseHandle, options: TOptions, titles: string[], provinces: string[]) => {
  const { db } = database;
  const rows = savedSearchRows(options.searches, titles, provinces);
  for (let start = 0; start < rows.length; start += INSERT_BATCH) {
    const inserted = await db
      .insert(savedSearches)
      .values(rows.slice(start, start + INSERT_BATCH))
      .returning();
    await db.insert(savedSearchKeys).values(inserted.flatMap(savedSearchKeyRows)).onConflictDoNothing();
  }
};

const benchKind = async (kind: 'pglite' | 'postgres', options: TOptions) => {
  // Other work on the shared machine inflates the numbers: each row says how busy it was.
  const loadAtStart = os.loadavg()[0] ?? 0;
  const name = `supportal_bench_alerts_${process.pid}`;
  const pgliteDir =
    kind === 'pglite' ? await mkdtemp(path.join(os.tmpdir(), 'supportal-alert-bench-')) : null;
  const databaseUrl = kind === 'postgres' ? await createUtf8Database(options.databaseUrl, name) : undefined;
  const database = await openDatabase(pgliteDir ? { pgliteDir } : { databaseUrl });
  try {
    await database.db.insert(admAreas).values(buildAdmAreaRows()).onConflictDoNothing();
    const generate = createNoticeGenerator({ random: createRandom(42), now: new Date(), richBodyCount: 0 });
    const notices: TMatchableNotice[] = Array.from(
      { length: options.notices + 2_000 },
      () => generate().notice,
    ).map((notice) => ({
      // Not stored: only title conditions are benched (full-text ones read the stored text).
      id: 0,
      title: notice.title,
      purchaseNoticeType: notice.purchaseNoticeType,
      provAdmCode: notice.provAdmCode ?? null,
      unitLevel: notice.unitLevel ?? null,
    }));
    const provinces = [
      ...new Set(notices.flatMap((notice) => (notice.provAdmCode ? [notice.provAdmCode] : []))),
    ];
    // Searches are written from other titles than the ones published in the measurement.
    options.log(`${kind}: ${options.searches} saved searches`);
    await seed(
      database,
      options,
      notices.slice(options.notices).map((notice) => notice.title),
      provinces,
    );
    if (kind === 'postgres') await database.db.execute(sql`ANALYZE saved_search_keys, saved_searches`);

    const timings: number[] = [];
    let matched = 0;
    for (const notice of notices.slice(0, options.notices)) {
      const started = performance.now();
      matched += (await findMatchingSearchIds(database.db, notice)).length;
      timings.push(performance.now() - started);
    }

    const receiver = await startWebhookReceiver();
    const [search] = await database.db.select({ id: savedSearches.id }).from(savedSearches).limit(1);
    const channels = await database.db
      .insert(alertChannels)
      .values(
        Array.from({ length: 50 }, (_item, index) => ({
          savedSearchId: search?.id ?? 0,
          kind: 'wecom',
          target: `${receiver.url}/wecom?key=${index}`,
        })),
      )
      .returning({ id: alertChannels.id });
    await database.db.insert(alertDeliveries).values(
      Array.from({ length: options.deliveries }, (_item, index) => ({
        idempotencyKey: `bench:${index}`,
        channelId: channels[index % channels.length]?.id ?? 0,
        savedSearchId: search?.id ?? 0,
        noticeId: index + 1,
        changeKind: 'published',
        revision: 1,
        title: notices[index % notices.length]?.title ?? '',
      })),
    );
    const started = performance.now();
    const sent = await deliverDueAlerts(
      database.db,
      {
        send: async () => undefined,
        describe: () => ({ sms: '-', email: '-' }),
        close: async () => undefined,
      },
      {
        publicBaseUrl: () => 'http://localhost:3000',
        webhookPolicy: { allowLoopback: true },
        retryBaseMs: 30_000,
        maxAttempts: 8,
      },
      Fastify({ logger: false }).log,
    );
    const seconds = (performance.now() - started) / 1000;
    await receiver.close();
    return {
      kind,
      loadAtStart,
      p50: percentile(timings, 0.5),
      p99: percentile(timings, 0.99),
      max: Math.max(...timings),
      matchesPerNotice: matched / options.notices,
      deliveriesPerSecond: sent / seconds,
      received: receiver.received.length,
    };
  } finally {
    await database.close();
    if (pgliteDir) await rm(pgliteDir, { recursive: true, force: true });
    if (databaseUrl) await dropDatabase(options.databaseUrl, name);
  }
};

/** The report section "## Saved-search alerts". */
export const benchAlerts = async (options: TOptions): Promise<string[]> => {
  const results = [];
  for (const kind of options.kinds) results.push(await benchKind(kind, options));
  return [
    '## Saved-search alerts',
    '',
    `${options.searches.toLocaleString('en')} saved searches (a procurement subject or one of its items, a ` +
      'phrase of 4–8 characters from a real title, or a place with a type; many also a type, a province or a ' +
      'unit level; a tenth without keyword but with type and province), ' +
      `${options.notices} generated notices published one after another. "Matching" is the work ` +
      "a published notice costs: one lookup of the saved-search index (`saved_search_keys`) by the title's " +
      'terms, its types and its province (searches without keyword apart, so the index narrows them too), ' +
      'then the check of the whole keyword and the unit level, which the index rows carry (saved_searches is ' +
      'not read; writing the deliveries is an insert of the matches). Deliveries: ' +
      `${options.deliveries} due deliveries to 50 WeCom-style robots on a local receiver (loopback HTTP), sent by ` +
      'one server (claims of 50, sent concurrently, each recorded as it is sent).',
    '',
    '| database | load average at start (1 min) | matching p50 (ms) | matching p99 (ms) | slowest (ms) | matches per notice | deliveries per second |',
    '| --- | ---: | ---: | ---: | ---: | ---: | ---: |',
    ...results.map(
      (result) =>
        `| ${result.kind === 'pglite' ? 'PGlite (embedded)' : 'PostgreSQL'} | ${result.loadAtStart.toFixed(1)} | ${ms(result.p50)} | ${ms(result.p99)} | ${ms(result.max)} | ${result.matchesPerNotice.toFixed(1)} | ${Math.round(result.deliveriesPerSecond)} |`,
    ),
    '',
  ];
};
