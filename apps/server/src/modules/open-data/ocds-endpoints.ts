import {
  OCDS_RELEASES_PAGE,
  OPEN_DATA_MESSAGES,
  OPEN_DATA_RATE_LIMITS,
  PORTAL_NAME,
  OCDS_VERSION,
  getOcdsReleasePackage,
  parseOcdsSince,
  queryOcdsReleases,
  type TOcdsRelease,
  type TOcdsReleasePackage,
} from '@supportal/contract';
import type { TDatabase } from '../../db/database.js';
import { AppError } from '../../lib/app-error.js';
import { bindEndpoint, type TCallContext } from '../../lib/endpoint/index.js';
import type { TRateLimiter, TRateRule } from '../../plugins/rate-limit.js';
import { stampNoticeChanges } from '../notices/index.js';
import { buildOcdsRelease, type TOcdsPublication } from './ocds-release-builder.js';
import { loadOcdsNotices, readOcdsFeed } from './ocds-sources.js';

export type TOcdsOptions = {
  /** The publisher's registered ocid prefix (OCDS_OCID_PREFIX). */
  ocidPrefix: string;
};

export const OCDS_RATE_RULE: TRateRule = { name: 'open-data-ocds', ...OPEN_DATA_RATE_LIMITS.ocds };

const packageOf = (uri: string, releases: TOcdsRelease[]): TOcdsReleasePackage => ({
  uri,
  version: OCDS_VERSION,
  // Built on demand: the time of the latest change it holds (every date has the same +08:00 form).
  publishedDate: releases.reduce((latest, release) => (release.date > latest ? release.date : latest), ''),
  publisher: { name: PORTAL_NAME },
  releases,
});

/** The open-data OCDS calls: one notice's release package, and the release feed in log order. */
export const ocdsEndpoints = (deps: {
  db: TDatabase;
  limiter: TRateLimiter;
  options: TOcdsOptions;
  /** The portal's public address (PUBLIC_BASE_URL) without a trailing slash. */
  publicBaseUrl: () => string;
}) => {
  const { db } = deps;
  const publicationOf = (): TOcdsPublication => ({
    ocidPrefix: deps.options.ocidPrefix,
    baseUrl: deps.publicBaseUrl(),
  });
  const countCall = (context: TCallContext) =>
    deps.limiter.hit(OCDS_RATE_RULE, context.ip, OPEN_DATA_MESSAGES.tooManyRequests);

  return [
    bindEndpoint(getOcdsReleasePackage, async ({ query }, context) => {
      await countCall(context);
      // Positions name withdrawals and returns to force: give the latest changes theirs first.
      await stampNoticeChanges(db);
      const noticeId = Number(query.noticeId);
      const source = (await loadOcdsNotices(db, [noticeId])).get(noticeId);
      if (!source || source.changes.length === 0)
        throw new AppError('notFound', OPEN_DATA_MESSAGES.ocdsNoticeNotFound);
      const publication = publicationOf();
      return packageOf(
        `${publication.baseUrl}${getOcdsReleasePackage.path}?noticeId=${noticeId}`,
        source.changes.map((change) => buildOcdsRelease(publication, source, change)),
      );
    }),

    bindEndpoint(queryOcdsReleases, async ({ query }, context) => {
      await countCall(context);
      const after = Number(query.cursor ?? 0);
      const limit = query.limit ?? OCDS_RELEASES_PAGE.defaultLimit;
      const since = query.since === undefined ? undefined : (parseOcdsSince(query.since) ?? undefined);
      const { entries, top } = await readOcdsFeed(db, { after, since, limit });
      const page = entries.slice(0, limit);
      const hasMore = entries.length > limit;
      const sources = await loadOcdsNotices(db, [...new Set(page.map((entry) => entry.noticeId))]);
      const publication = publicationOf();
      // A notice hidden between the two reads is left out; its position is passed all the same.
      const releases = page.flatMap((entry) => {
        const source = sources.get(entry.noticeId);
        const change = source?.changes.find((candidate) => candidate.position === entry.position);
        return source && change ? [buildOcdsRelease(publication, source, change)] : [];
      });
      const requested = new URLSearchParams({
        ...(query.since === undefined ? {} : { since: query.since }),
        cursor: String(after),
        limit: String(limit),
      });
      return {
        releasePackage:
          releases.length === 0
            ? null
            : packageOf(`${publication.baseUrl}${queryOcdsReleases.path}?${requested.toString()}`, releases),
        nextCursor: String(hasMore ? (page.at(-1)?.position ?? after) : Math.max(after, top)),
        hasMore,
      };
    }),
  ];
};
