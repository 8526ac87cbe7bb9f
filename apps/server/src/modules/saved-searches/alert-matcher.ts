import {
  NOTICE_CHANGE_KINDS,
  NOTICE_STATE,
  type TAlertChangeKind,
  type TNoticeChangeKind,
} from '@supportal/contract';
import { and, asc, eq, inArray, ne, not } from 'drizzle-orm';
import type { TDatabase } from '../../db/database.js';
import {
  alertChannels,
  alertDeliveries,
  alertTextWaits,
  changeLogConsumers,
  notices,
  savedSearches,
} from '../../db/schema/index.js';
import {
  ANONYMOUS_VIEWER,
  EXPIRED_REASON,
  hasUnreadAttachments,
  mayReadNotice,
  type TNoticeTransaction,
} from '../notices/index.js';
import { findMatchingSearchIds } from './saved-search-index.js';

/** One change of a notice as the change log records it, in log order. */
export type TLoggedNoticeChange = {
  position: number;
  noticeId: number;
  /**
   * What alerts report: a notice that became public, an amendment, a withdrawal or an early expiry of
   * one. Other changes are passed over.
   */
  alertKind: TAlertChangeKind | null;
  /** The notice's revision the change produced (1 when first published). */
  revision: number;
  /** The withdrawal or expiry reason the change recorded (null for other changes). */
  reason: string | null;
};

/** Reads the change log after a position, in order (the notice change log's reader). */
export type TNoticeChangeReader = (
  tx: TNoticeTransaction,
  after: number,
  limit: number,
) => Promise<TLoggedNoticeChange[]>;

const CONSUMER = 'saved-search-alerts';

/**
 * Alerts report notices becoming public, amendments, withdrawals (撤回) and early expiries (立即失效).
 * A notice reaching its own expiry time is not pushed: every message already showed that time.
 */
export const alertKindOf = (kind: TNoticeChangeKind, reason: string | null): TAlertChangeKind | null => {
  switch (kind) {
    case NOTICE_CHANGE_KINDS.published:
      return 'published';
    case NOTICE_CHANGE_KINDS.amended:
      return 'amended';
    case NOTICE_CHANGE_KINDS.withdrawn:
      return 'withdrawn';
    case NOTICE_CHANGE_KINDS.expired:
      return reason === EXPIRED_REASON ? null : 'expired';
    default:
      return null;
  }
};

/** Changes that take a notice out of force: told to those it was sent to, not matched again. */
const isWithdrawal = (kind: TAlertChangeKind) => kind === 'withdrawn' || kind === 'expired';
const MATCH_BATCH = 200;
/** Changes passed over in one step while no saved search exists (a bulk import, a new deployment). */
const PASS_OVER_BATCH = 5_000;

/** Idempotency key of a delivery: one per notice change (kind and revision), saved search and channel. */
export const deliveryKey = (change: TLoggedNoticeChange, savedSearchId: number, channelId: number) =>
  `${change.noticeId}:${change.alertKind}:${change.revision}:${savedSearchId}:${channelId}`;

/**
 * Idempotency key of a withdrawal's delivery: one per notice change, subscriber and channel kind, so a
 * subscriber whose several saved searches had matched the notice hears of it once per channel.
 */
export const withdrawalKey = (change: TLoggedNoticeChange, subscriber: string, channelKind: string) =>
  `${change.noticeId}:${change.alertKind}:${change.revision}:${subscriber}:${channelKind}`;

/**
 * A withdrawal or early expiry goes to the channels that were sent the notice before (saved searches
 * that had matched it while it was public), one delivery per subscriber (account, or the address of an
 * anonymous subscription) and channel kind, carrying the reason.
 */
const matchWithdrawal = async (tx: TNoticeTransaction, change: TLoggedNoticeChange): Promise<number> => {
  const channels = await tx
    .selectDistinct({
      id: alertChannels.id,
      kind: alertChannels.kind,
      target: alertChannels.target,
      status: alertChannels.status,
      savedSearchId: alertChannels.savedSearchId,
      ownerAccountId: savedSearches.ownerAccountId,
    })
    .from(alertDeliveries)
    .innerJoin(alertChannels, eq(alertChannels.id, alertDeliveries.channelId))
    .innerJoin(savedSearches, eq(savedSearches.id, alertChannels.savedSearchId))
    .where(
      and(
        eq(alertDeliveries.noticeId, change.noticeId),
        inArray(alertDeliveries.changeKind, ['published', 'amended']),
        ne(alertChannels.status, 'pending'),
      ),
    )
    .orderBy(alertChannels.id);
  const [notice] = await tx
    .select({ title: notices.title })
    .from(notices)
    .where(eq(notices.id, change.noticeId));
  if (!notice || channels.length === 0) return 0;
  const byKey = new Map<string, (typeof channels)[number]>();
  for (const channel of channels) {
    const subscriber =
      channel.ownerAccountId === null ? `mail:${channel.target}` : `account:${channel.ownerAccountId}`;
    const key = withdrawalKey(change, subscriber, channel.kind);
    // An active channel of the kind is preferred to a paused one of another saved search.
    const kept = byKey.get(key);
    if (!kept || (kept.status !== 'active' && channel.status === 'active')) byKey.set(key, channel);
  }
  const inserted = await tx
    .insert(alertDeliveries)
    .values(
      [...byKey].map(([idempotencyKey, channel]) => ({
        idempotencyKey,
        channelId: channel.id,
        savedSearchId: channel.savedSearchId,
        noticeId: change.noticeId,
        changeKind: change.alertKind as string,
        revision: change.revision,
        title: notice.title,
        reason: change.reason,
      })),
    )
    .onConflictDoNothing({ target: alertDeliveries.idempotencyKey })
    .returning({ id: alertDeliveries.id });
  return inserted.length;
};

/** Matches one change against the saved searches and writes its deliveries (in the matcher's transaction). */
const matchChange = async (tx: TNoticeTransaction, change: TLoggedNoticeChange): Promise<number> => {
  if (!change.alertKind) return 0;
  if (isWithdrawal(change.alertKind)) return matchWithdrawal(tx, change);
  const [notice] = await tx.select().from(notices).where(eq(notices.id, change.noticeId));
  // Alerts leave the portal (mail, chat groups): public notices in force only.
  if (
    !notice ||
    !mayReadNotice(ANONYMOUS_VIEWER, notice) ||
    notice.isHistory ||
    notice.state !== NOTICE_STATE.active
  )
    return 0;
  // Its attachments' words are known once read: the change is matched again then (waitingForText).
  const [unread] = await tx
    .select({ noticeId: notices.id })
    .from(notices)
    .where(and(eq(notices.id, notice.id), hasUnreadAttachments(notices.id)));
  if (unread)
    await tx
      .insert(alertTextWaits)
      .values({ noticeId: notice.id, changeKind: change.alertKind, revision: change.revision })
      .onConflictDoNothing();
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
 * Matches again the changes whose notice's attachments have all been read since (in the matcher's
 * transaction): a search on a word of an attachment finds the notice now; one that matched the first
 * time is not told again (the delivery's key). Answers how many deliveries were written.
 */
const matchChangesWithTextRead = async (tx: TNoticeTransaction): Promise<number> => {
  const waits = await tx
    .select()
    .from(alertTextWaits)
    .where(not(hasUnreadAttachments(alertTextWaits.noticeId)))
    .orderBy(asc(alertTextWaits.createdAt))
    .limit(MATCH_BATCH);
  let written = 0;
  for (const wait of waits) {
    written += await matchChange(tx, {
      position: 0,
      noticeId: wait.noticeId,
      alertKind: wait.changeKind as TAlertChangeKind,
      revision: wait.revision,
      reason: null,
    });
    await tx
      .delete(alertTextWaits)
      .where(
        and(
          eq(alertTextWaits.noticeId, wait.noticeId),
          eq(alertTextWaits.changeKind, wait.changeKind),
          eq(alertTextWaits.revision, wait.revision),
        ),
      );
  }
  return written;
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
      if (anySearch) {
        for (const change of changes) deliveries += await matchChange(tx, change);
        deliveries += await matchChangesWithTextRead(tx);
      }
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
