import {
  ALERT_CHANGE_KINDS,
  ALERT_CHANNEL_KINDS,
  ALERT_CHANNEL_PAUSE_AFTER,
  NOTIFICATION_LINKS,
  noticeTypeLabel,
  publicNoticePath,
  type TAlertChangeKind,
  type TWebhookChannelKind,
} from '@supportal/contract';
import { and, asc, eq, inArray, lte, or, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { TDatabase } from '../../db/database.js';
import {
  alertChannels,
  alertDeliveries,
  noticeRevisions,
  notices,
  savedSearches,
} from '../../db/schema/index.js';
import { measureDueRows, type TBacklog } from '../../lib/backlog.js';
import { formatChinaTime } from '../../lib/china-time.js';
import { JOB_LEASE_MS, keepLeased, LEASE_HOLDER } from '../../lib/job-lease.js';
import type { TNotifier } from '../../plugins/notifier.js';
import { addNotifications } from '../notifications/index.js';
import type { TTransaction } from '../workflow/index.js';
import { ALERT_MESSAGES } from './alert-messages.js';
import { issueAlertToken } from './alert-tokens.js';
import { sendRobotMessage, type TRobotMessage, type TWebhookPolicy } from './webhook-robots.js';

export type TAlertDeliveryOptions = {
  /** Absolute address of the portal (links in mails and chat messages), asked when a message is written. */
  publicBaseUrl: () => string;
  webhookPolicy: TWebhookPolicy;
  /** First retry after this; each further one waits twice as long (capped at an hour). */
  retryBaseMs: number;
  /** Attempts before a delivery is given up as failed. */
  maxAttempts: number;
};

export const DEFAULT_ALERT_DELIVERY = { retryBaseMs: 30_000, maxAttempts: 8 } as const;
/** A batch still sending after this (SMTP and robots give up well before) is left to another server. */
const LONGEST_SEND_MS = 120_000;
const MAX_RETRY_MS = 3_600_000;
const CLAIM_BATCH = 50;

type TDeliveryRow = typeof alertDeliveries.$inferSelect;
type TChannelRow = typeof alertChannels.$inferSelect;

/** Wait before the attempt after `attempts` failed ones: base, 2×base, 4×base … (at most an hour). */
export const retryDelayMs = (attempts: number, baseMs: number) =>
  Math.min(baseMs * 2 ** Math.max(0, attempts - 1), MAX_RETRY_MS);

type TAlertContent = {
  searchName: string;
  ownerAccountId: number | null;
  changeKind: TAlertChangeKind;
  noticeId: number;
  title: string;
  lines: string[];
};

/** A notice as one revision read it: what a delivery of the change that produced it says. */
type TNoticeFacts = {
  title: string;
  type: string;
  resultsType: string | null;
  orgName: string | null;
  publishedAt: Date | null;
  /** When the amendment that produced this revision was made (null for the first). */
  amendedAt: Date | null;
  bidDeadline: Date | null;
};

const versionKey = (noticeId: number, revision: number) => `${noticeId}:${revision}`;

/**
 * The saved searches and notices of a claimed batch, read once for all its deliveries: each notice as
 * the revision of each delivery read it (a delivery retried after a later amendment still describes its
 * own), and the version before it (the deadline an amendment moved, the time it was made).
 */
const loadBatchFacts = async (db: TDatabase, claimed: readonly TDeliveryRow[]) => {
  const [searchRows, currentRows] = await Promise.all([
    db
      .select()
      .from(savedSearches)
      .where(inArray(savedSearches.id, [...new Set(claimed.map((delivery) => delivery.savedSearchId))])),
    db
      .select({
        id: notices.id,
        revision: notices.revision,
        title: notices.title,
        type: notices.purchaseNoticeType,
        resultsType: notices.resultsNoticeType,
        orgName: notices.orgName,
        publishedAt: notices.publishedAt,
        amendedAt: notices.amendedAt,
        bidDeadline: notices.bidDeadline,
      })
      .from(notices)
      .where(inArray(notices.id, [...new Set(claimed.map((delivery) => delivery.noticeId))])),
  ]);
  const current = new Map(currentRows.map((row) => [row.id, row]));
  const wanted = new Map<string, { noticeId: number; revision: number }>();
  for (const { noticeId, revision } of claimed) {
    const now = current.get(noticeId)?.revision;
    if (now === undefined) continue;
    for (const kept of [revision < now ? revision : 0, revision - 1].filter((value) => value >= 1))
      wanted.set(versionKey(noticeId, kept), { noticeId, revision: kept });
  }
  const keptRows =
    wanted.size === 0
      ? []
      : await db
          .select({
            noticeId: noticeRevisions.noticeId,
            revision: noticeRevisions.revision,
            title: noticeRevisions.title,
            type: noticeRevisions.purchaseNoticeType,
            resultsType: noticeRevisions.resultsNoticeType,
            orgName: noticeRevisions.orgName,
            publishedAt: noticeRevisions.publishedAt,
            bidDeadline: noticeRevisions.bidDeadline,
            replacedAt: noticeRevisions.replacedAt,
          })
          .from(noticeRevisions)
          .where(
            or(
              ...[...wanted.values()].map(({ noticeId, revision }) =>
                and(eq(noticeRevisions.noticeId, noticeId), eq(noticeRevisions.revision, revision)),
              ),
            ),
          );
  const kept = new Map(keptRows.map((row) => [versionKey(row.noticeId, row.revision), row]));
  return {
    searches: new Map(searchRows.map((row) => [row.id, row])),
    /** The notice as `revision` read it; today's notice when that version was not kept (or is today's). */
    versionOf: (noticeId: number, revision: number): TNoticeFacts | undefined => {
      const now = current.get(noticeId);
      const version = revision < (now?.revision ?? 0) ? kept.get(versionKey(noticeId, revision)) : undefined;
      if (!version) return now;
      return { ...version, amendedAt: kept.get(versionKey(noticeId, revision - 1))?.replacedAt ?? null };
    },
    /** The bid deadline of the version `revision` replaced; undefined when that version was not kept. */
    deadlineBefore: (noticeId: number, revision: number): { deadline: Date | null } | undefined => {
      const before = kept.get(versionKey(noticeId, revision - 1));
      return before ? { deadline: before.bidDeadline } : undefined;
    },
  };
};

/** The deadline line: moved by the amendment delivered (before → after), else the deadline if any. */
const deadlineLines = (
  notice: TNoticeFacts,
  changeKind: TAlertChangeKind,
  before: { deadline: Date | null } | undefined,
): string[] => {
  const after = formatChinaTime(notice.bidDeadline);
  if (changeKind === 'amended' && before) {
    const previous = formatChinaTime(before.deadline);
    if (previous !== after) return [ALERT_MESSAGES.bidDeadlineMovedLine(previous, after)];
  }
  return after ? [ALERT_MESSAGES.bidDeadlineLine(after)] : [];
};

/** The reason alone: the console stores it as the detail page shows it (已撤回：…, 已失效：…). */
const reasonText = (reason: string | null) => (reason ?? '').replace(/^已(撤回|失效)：/, '');

/** What a delivery says: the notice as its revision read and which saved search it matched. */
const contentOf = (
  delivery: TDeliveryRow,
  facts: Awaited<ReturnType<typeof loadBatchFacts>>,
): TAlertContent => {
  const search = facts.searches.get(delivery.savedSearchId);
  const notice = facts.versionOf(delivery.noticeId, delivery.revision);
  const changeKind = delivery.changeKind as TAlertChangeKind;
  const outOfForce = changeKind === 'withdrawn' || changeKind === 'expired';
  const lines = [
    ALERT_MESSAGES.searchLine(search?.name ?? ''),
    ...(notice
      ? [ALERT_MESSAGES.typeLine(noticeTypeLabel(notice.type, notice.resultsType) ?? notice.type)]
      : []),
    ...(notice?.orgName ? [ALERT_MESSAGES.unitLine(notice.orgName)] : []),
    ...(notice?.publishedAt ? [ALERT_MESSAGES.publishedLine(formatChinaTime(notice.publishedAt) ?? '')] : []),
    ...(changeKind === 'amended' && notice?.amendedAt
      ? [ALERT_MESSAGES.amendedLine(formatChinaTime(notice.amendedAt) ?? '')]
      : []),
    ...(outOfForce
      ? [
          changeKind === 'withdrawn'
            ? ALERT_MESSAGES.withdrawnLine(reasonText(delivery.reason))
            : ALERT_MESSAGES.expiredLine(reasonText(delivery.reason)),
          ALERT_MESSAGES.outOfForceLine,
        ]
      : notice
        ? deadlineLines(notice, changeKind, facts.deadlineBefore(delivery.noticeId, delivery.revision))
        : []),
  ];
  return {
    searchName: search?.name ?? '',
    ownerAccountId: search?.ownerAccountId ?? null,
    changeKind,
    noticeId: delivery.noticeId,
    title: notice?.title ?? delivery.title,
    lines,
  };
};

const headlineOf = (content: TAlertContent) =>
  `【${ALERT_CHANGE_KINDS[content.changeKind]}】${content.title}`;

/**
 * Sends one delivery through its channel and records it sent; throws with a readable reason on failure.
 * An in-app message and its record are one transaction, so it is never shown twice; a mail or chat
 * message goes out first and is recorded at once after (a sender that dies between the two leaves it to
 * be sent again: at least once).
 */
const sendThrough = async (
  db: TDatabase,
  notifier: TNotifier,
  options: TAlertDeliveryOptions,
  channel: TChannelRow,
  delivery: TDeliveryRow,
  content: TAlertContent,
) => {
  const link = `${options.publicBaseUrl()}${publicNoticePath(content.noticeId)}`;
  switch (channel.kind) {
    case 'inApp': {
      const ownerAccountId = content.ownerAccountId;
      if (ownerAccountId === null) throw new Error('站内消息需要订阅所属账号');
      await db.transaction(async (tx) => {
        await addNotifications(tx, {
          recipientAccountIds: [ownerAccountId],
          kind: 'savedSearchMatch',
          title: headlineOf(content),
          body: content.lines.join('；'),
          link: `/purHome/nDetail?id=${content.noticeId}`,
        });
        await recordSent(tx, delivery);
      });
      return;
    }
    case 'email': {
      const token = await issueAlertToken(db, channel.id, 'unsubscribe', null);
      const unsubscribeApi = `${options.publicBaseUrl()}/supportal/v1/saved-search/unsubscribe?token=${token}`;
      const unsubscribePage = `${options.publicBaseUrl()}/subscription?action=unsubscribe&token=${token}`;
      await notifier.send({
        channel: 'email',
        recipient: channel.target,
        subject: headlineOf(content),
        text: [
          ALERT_MESSAGES.mailIntro(content.searchName, ALERT_CHANGE_KINDS[content.changeKind]),
          '',
          content.title,
          ...content.lines.slice(1),
          ALERT_MESSAGES.mailLink(link),
          '',
          ALERT_MESSAGES.mailUnsubscribe(unsubscribePage),
        ].join('\n'),
        headers: {
          'List-Unsubscribe': `<${unsubscribeApi}>`,
          'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
        },
      });
      await recordSent(db, delivery);
      return;
    }
    case 'wecom':
    case 'dingtalk':
    case 'feishu': {
      const message: TRobotMessage = { title: headlineOf(content), lines: content.lines, link };
      await sendRobotMessage(
        { kind: channel.kind as TWebhookChannelKind, url: channel.target, secret: channel.secret },
        message,
        options.webhookPolicy,
      );
      await recordSent(db, delivery);
      return;
    }
    default:
      throw new Error(`未知的通知渠道：${channel.kind}`);
  }
};

/** Deliveries due to be sent on active channels (a paused channel's wait for it), for metrics. */
export const alertDeliveryBacklog = (db: TDatabase): TBacklog => ({
  name: 'saved-searches.alert-deliveries',
  measure: () =>
    measureDueRows(
      db,
      alertDeliveries,
      and(
        inArray(alertDeliveries.status, ['pending', 'sending']),
        lte(alertDeliveries.nextAttemptAt, new Date()),
        inArray(
          alertDeliveries.channelId,
          db.select({ id: alertChannels.id }).from(alertChannels).where(eq(alertChannels.status, 'active')),
        ),
      ),
      alertDeliveries.nextAttemptAt,
    ),
});

/**
 * Claims due deliveries of active channels: FOR UPDATE SKIP LOCKED, so servers sending at once each
 * take different rows, and a lease (next_attempt_at moved ahead), so a row whose sender died is due again.
 */
const claimDue = async (db: TDatabase, now: Date): Promise<TDeliveryRow[]> =>
  db.transaction(async (tx) => {
    const due = await tx
      .select({ id: alertDeliveries.id })
      .from(alertDeliveries)
      .innerJoin(alertChannels, eq(alertChannels.id, alertDeliveries.channelId))
      .where(
        and(
          inArray(alertDeliveries.status, ['pending', 'sending']),
          lte(alertDeliveries.nextAttemptAt, now),
          eq(alertChannels.status, 'active'),
        ),
      )
      .orderBy(asc(alertDeliveries.nextAttemptAt))
      .limit(CLAIM_BATCH)
      .for('update', { of: alertDeliveries, skipLocked: true });
    if (due.length === 0) return [];
    return tx
      .update(alertDeliveries)
      .set({
        status: 'sending',
        attempts: sql`${alertDeliveries.attempts} + 1`,
        nextAttemptAt: new Date(now.getTime() + JOB_LEASE_MS),
        leaseHolder: LEASE_HOLDER,
      })
      .where(
        inArray(
          alertDeliveries.id,
          due.map((row) => row.id),
        ),
      )
      .returning();
  });

/** Moves the lease of the batch's rows still being sent by this process a lease ahead. */
const renewLeases = (db: TDatabase, claimed: TDeliveryRow[]) =>
  db
    .update(alertDeliveries)
    .set({ nextAttemptAt: new Date(Date.now() + JOB_LEASE_MS) })
    .where(
      and(
        inArray(
          alertDeliveries.id,
          claimed.map((delivery) => delivery.id),
        ),
        eq(alertDeliveries.status, 'sending'),
        eq(alertDeliveries.leaseHolder, LEASE_HOLDER),
      ),
    );

/** Records a failed attempt: retry later (or give up), and pause the channel after too many in a row. */
const recordFailure = async (
  db: TDatabase,
  options: TAlertDeliveryOptions,
  delivery: TDeliveryRow,
  channel: TChannelRow,
  reason: string,
  ownerAccountId: number | null,
) => {
  const now = new Date();
  const givenUp = delivery.attempts >= options.maxAttempts;
  await db
    .update(alertDeliveries)
    .set({
      status: givenUp ? 'failed' : 'pending',
      leaseHolder: null,
      lastError: reason,
      nextAttemptAt: new Date(now.getTime() + retryDelayMs(delivery.attempts, options.retryBaseMs)),
    })
    .where(and(eq(alertDeliveries.id, delivery.id), eq(alertDeliveries.status, 'sending')));
  await db.transaction(async (tx) => {
    const [updated] = await tx
      .update(alertChannels)
      .set({ consecutiveFailures: sql`${alertChannels.consecutiveFailures} + 1`, lastError: reason })
      .where(eq(alertChannels.id, channel.id))
      .returning();
    if (!updated || updated.status !== 'active' || updated.consecutiveFailures < ALERT_CHANNEL_PAUSE_AFTER)
      return;
    await tx.update(alertChannels).set({ status: 'paused' }).where(eq(alertChannels.id, channel.id));
    if (ownerAccountId !== null)
      await addNotifications(tx, {
        recipientAccountIds: [ownerAccountId],
        kind: 'alertChannelPaused',
        title: ALERT_MESSAGES.pausedTitle(
          ALERT_CHANNEL_KINDS[channel.kind as keyof typeof ALERT_CHANNEL_KINDS] ?? channel.kind,
        ),
        body: ALERT_MESSAGES.pausedBody(updated.consecutiveFailures, reason),
        link: NOTIFICATION_LINKS.savedSearches,
      });
  });
};

/**
 * Records a sent delivery at once: a send of the same batch that hangs must not hold the record back
 * until the lease runs out, or another server would send it again.
 */
const recordSent = async (db: TDatabase | TTransaction, delivery: TDeliveryRow) => {
  await db
    .update(alertDeliveries)
    .set({ status: 'sent', sentAt: new Date(), lastError: null, leaseHolder: null })
    .where(eq(alertDeliveries.id, delivery.id));
  await db
    .update(alertChannels)
    .set({ consecutiveFailures: 0, lastError: null })
    .where(and(eq(alertChannels.id, delivery.channelId), sql`${alertChannels.consecutiveFailures} > 0`));
};

/**
 * Sends every due delivery once (claim, send, record), repeating while there are more. Several servers
 * may run it at once. Answers how many were sent.
 */
export const deliverDueAlerts = async (
  db: TDatabase,
  notifier: TNotifier,
  options: TAlertDeliveryOptions,
  log: FastifyBaseLogger,
): Promise<number> => {
  let sent = 0;
  for (;;) {
    const claimed = await claimDue(db, new Date());
    if (claimed.length === 0) return sent;
    const channelRows = await db
      .select()
      .from(alertChannels)
      .where(inArray(alertChannels.id, [...new Set(claimed.map((delivery) => delivery.channelId))]));
    const channels = new Map(channelRows.map((channel) => [channel.id, channel]));
    // The batch stays this sender's while it sends, however slow a channel is.
    const stopRenewing = keepLeased(() => renewLeases(db, claimed), { maxHoldMs: LONGEST_SEND_MS });
    try {
      const facts = await loadBatchFacts(db, claimed);
      await Promise.all(
        claimed.map(async (delivery) => {
          const channel = channels.get(delivery.channelId);
          if (!channel) return;
          const content = contentOf(delivery, facts);
          try {
            await sendThrough(db, notifier, options, channel, delivery, content);
          } catch (error) {
            const reason = error instanceof Error ? error.message : String(error);
            log.warn(
              { deliveryId: delivery.id, channel: channel.kind, reason },
              '订阅推送发送失败，稍后重试',
            );
            await recordFailure(db, options, delivery, channel, reason.slice(0, 300), content.ownerAccountId);
            return;
          }
          sent += 1;
        }),
      );
    } finally {
      stopRenewing();
    }
    if (claimed.length < CLAIM_BATCH) return sent;
  }
};
