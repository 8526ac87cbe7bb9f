import {
  NOTICE_CHANGE_KINDS,
  NOTICE_STATE,
  type TAlertChangeKind,
  type TNoticeChangeKind,
} from '@supportal/contract';
import { eq, inArray } from 'drizzle-orm';
import type { TDatabase } from '../../db/database.js';
import {
  alertChannels,
  alertDeliveries,
  changeLogConsumers,
  notices,
  savedSearches,
} from '../../db/schema/index.js';
import { ANONYMOUS_VIEWER, mayReadNotice, type TNoticeTransaction } from '../notices/index.js';
import { findMatchingSearchIds } from './saved-search-index.js';

/** One change of a notice as the change log records it, in log order. */
export type TLoggedNoticeChange = {
  position: number;
  noticeId: number;
  /** What alerts report: a notice that became public, or an amendment of one. Other changes are passed over. */
  alertKind: TAlertChangeKind | null;
  /** The notice's revision the change produced (1 when first published). */
  revision: number;
};

/** Reads the change log after a position, in order (the notice change log's reader). */
export type TNoticeChangeReader = (
  tx: TNoticeTransaction,
  after: number,
  limit: number,
) => Promise<TLoggedNoticeChange[]>;

const CONSUMER = 'saved-search-alerts';

/** Alerts report notices becoming public and amendments; withdrawals and expiries are not matched. */
export const alertKindOf = (kind: TNoticeChangeKind): TAlertChangeKind | null =>
  kind === NOTICE_CHANGE_KINDS.published
    ? 'published'
    : kind === NOTICE_CHANGE_KINDS.amended
      ? 'amended'
      : null;
const MATCH_BATCH = 200;
/** Changes passed over in one step while no saved search exists (a bulk import, a new deployment). */
const PASS_OVER_BATCH = 5_000;

/** Idempotency key of a delivery: one per notice change (kind and revision), saved search and channel. */
export const deliveryKey = (change: TLoggedNoticeChange, savedSearchId: number, channelId: number) =>
  `${change.noticeId}:${change.alertKind}:${change.revision}:${savedSearchId}:${channelId}`;

/** Matches one change against the saved searches and writes its deliveries (in the matcher's transaction). */
const matchChange = async (tx: TNoticeTransaction, change: TLoggedNoticeChange): Promise<number> => {
  if (!change.alertKind) return 0;
  const [notice] = await tx.select().from(notices).where(eq(notices.id, change.noticeId));
  // Alerts leave the portal (mail, chat groups): public notices in force only.
  if (
    !notice ||
    !mayReadNotice(ANONYMOUS_VIEWER, notice) ||
    notice.isHistory ||
    notice.state !== NOTICE_STATE.active
  )
    return 0;
  const searchIds = await findMatchingSearchIds(tx, notice);
  if (searchIds.length === 0) return 0;
  const channels = await tx
    .select({
      id: alertChannels.id,
      savedSearchId: alertChannels.savedSearchId,
      status: alertChannels.status,
    })
    .from(alertChannels)
    .where(inArray(alertChannels.savedSearchId, searchIds));
  // Nothing goes to an address not confirmed yet; paused channels keep theirs until resumed.
  const deliverable = channels
    .filter((channel) => channel.status !== 'pending')
    .map((channel) => ({
      idempotencyKey: deliveryKey(change, channel.savedSearchId, channel.id),
      channelId: channel.id,
      savedSearchId: channel.savedSearchId,
      noticeId: notice.id,
      changeKind: change.alertKind as string,
      revision: change.revision,
      title: notice.title,
    }));
  if (deliverable.length === 0) return 0;
  const inserted = await tx
    .insert(alertDeliveries)
    .values(deliverable)
    .onConflictDoNothing({ target: alertDeliveries.idempotencyKey })
    .returning({ id: alertDeliveries.id });
  return inserted.length;
};

/**
 * Moves the alert consumer along the notice change log: in one transaction it locks its own position
 * row (FOR UPDATE SKIP LOCKED: another server already matching makes this one step aside), reads the
 * next changes, writes their deliveries and stores the new position — so each change is matched exactly
 * once, across restarts and servers. Answers how many deliveries were written. `stopping` is asked
 * between steps: a server shutting down leaves the rest of a long log to the next round, wherever it runs.
 */
export const matchLoggedChanges = async (
  db: TDatabase,
  read: TNoticeChangeReader,
  stopping: () => boolean = () => false,
): Promise<number> => {
  await db.insert(changeLogConsumers).values({ name: CONSUMER }).onConflictDoNothing();
  let written = 0;
  for (;;) {
    const step = await db.transaction(async (tx) => {
      const [consumer] = await tx
        .select()
        .from(changeLogConsumers)
        .where(eq(changeLogConsumers.name, CONSUMER))
        .for('update', { skipLocked: true });
      if (!consumer) return { changes: 0, deliveries: 0, batch: MATCH_BATCH };
      // Without any saved search nothing can match: a million imported notices pass in seconds, not hours.
      const [anySearch] = await tx.select({ id: savedSearches.id }).from(savedSearches).limit(1);
      const batch = anySearch ? MATCH_BATCH : PASS_OVER_BATCH;
      const changes = await read(tx, consumer.position, batch);
      let deliveries = 0;
      if (anySearch) for (const change of changes) deliveries += await matchChange(tx, change);
      const last = changes.at(-1);
      if (last)
        await tx
          .update(changeLogConsumers)
          .set({ position: last.position, updatedAt: new Date() })
          .where(eq(changeLogConsumers.name, CONSUMER));
      return { changes: changes.length, deliveries, batch };
    });
    written += step.deliveries;
    if (step.changes < step.batch || stopping()) return written;
  }
};
