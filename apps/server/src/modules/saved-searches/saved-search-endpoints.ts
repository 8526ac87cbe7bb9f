import {
  addAlertWebhook,
  confirmEmailSubscription,
  deleteSavedSearch,
  MAX_SAVED_SEARCHES,
  queryAlertDeliveries,
  querySavedSearches,
  removeAlertChannel,
  SAVED_SEARCH_MESSAGES,
  saveSavedSearch,
  setAlertChannelStatus,
  subscribeEmail,
  unsubscribeEmail,
  type TAlertChannel,
  type TAlertDelivery,
  type TFullTextScope,
  type TSavedSearch,
  type TSavedSearchConditions,
} from '@supportal/contract';
import { and, count, desc, eq, inArray } from 'drizzle-orm';
import type { TDatabase } from '../../db/database.js';
import { accounts, alertChannels, alertDeliveries, savedSearches } from '../../db/schema/index.js';
import { AppError } from '../../lib/app-error.js';
import { formatChinaTime } from '../../lib/china-time.js';
import { bindEndpoint, type TCallContext } from '../../lib/endpoint/index.js';
import type { TNotifier } from '../../plugins/notifier.js';
import type { TRateLimiter, TRateRule } from '../../plugins/rate-limit.js';
import { quoted } from '../../lib/quoted-text.js';
import { channelOfToken, CONFIRM_TOKEN_TTL_MS, issueAlertToken } from './alert-tokens.js';
import { indexSavedSearch } from './saved-search-index.js';
import { ownerlessSubscriptions, savedSearchesOf } from './saved-search-policy.js';
import {
  checkWebhookUrl,
  maskWebhookUrl,
  sendRobotMessage,
  WebhookRefusedError,
  type TWebhookPolicy,
} from './webhook-robots.js';

export type TSavedSearchDeps = {
  db: TDatabase;
  notifier: TNotifier;
  limiter: TRateLimiter;
  publicBaseUrl: () => string;
  webhookPolicy: TWebhookPolicy;
};

type TSearchRow = typeof savedSearches.$inferSelect;
type TChannelRow = typeof alertChannels.$inferSelect;

/**
 * Anonymous subscriptions: per address and per client address, so nobody floods a mailbox with
 * confirmations. Robot test messages: per account, since each is a request to an address the caller chose.
 */
export const ALERT_RATE_RULES = {
  subscribePerIp: { name: 'alert-subscribe-ip', limit: 10, windowMs: 3_600_000 },
  subscribePerAddress: { name: 'alert-subscribe-address', limit: 3, windowMs: 3_600_000 },
  webhookTestsPerAccount: { name: 'alert-webhook-test-account', limit: 20, windowMs: 3_600_000 },
} as const satisfies Record<string, TRateRule>;

const MESSAGES = {
  notFound: '订阅不存在或已删除',
  channelNotFound: '通知渠道不存在或已删除',
  duplicateWebhook: '该机器人已添加到这个订阅',
  notConfirmed: '该邮箱尚未确认订阅，不能恢复',
  badLink: '链接无效或已过期，请重新订阅',
  unsubscribed: '链接无效，或已经退订',
  tooManySubscriptions: '订阅请求过于频繁，请稍后再试',
  tooManyWebhookTests: '测试消息发送过于频繁，请稍后再试',
} as const;

export const ownerOf = (context: TCallContext) => {
  if (!context.caller) throw new AppError('unauthorized');
  return context.caller.accountId;
};

const toChannel = (row: TChannelRow): TAlertChannel => ({
  id: String(row.id),
  kind: row.kind as TAlertChannel['kind'],
  target: row.kind === 'email' || row.kind === 'inApp' ? row.target : maskWebhookUrl(row.target),
  status: row.status as TAlertChannel['status'],
  consecutiveFailures: row.consecutiveFailures,
  lastError: row.lastError,
});

const toSavedSearch = (row: TSearchRow, channels: readonly TChannelRow[]): TSavedSearch => ({
  id: String(row.id),
  name: row.name,
  keyword: row.keyword,
  fullTextQuery: row.fullTextQuery,
  fullTextScope: row.fullTextScope as TFullTextScope,
  noticeTypes: row.noticeTypes,
  provAdmCode: row.provAdmCode,
  unitLevel: row.unitLevel,
  createTime: formatChinaTime(row.createdAt) ?? '',
  feedTokenCreateTime: formatChinaTime(row.feedTokenCreatedAt),
  channels: channels.filter((channel) => channel.savedSearchId === row.id).map(toChannel),
});

const conditionColumns = (conditions: TSavedSearchConditions) => ({
  keyword: conditions.keyword ?? '',
  fullTextQuery: conditions.fullTextQuery ?? '',
  fullTextScope: conditions.fullTextScope ?? 'all',
  noticeTypes: conditions.noticeTypes ?? [],
  provAdmCode: conditions.provAdmCode ?? null,
  unitLevel: conditions.unitLevel ?? null,
});

/** The caller's saved search, or 404 (another account's looks exactly like a missing one). */
export const ownSearch = async (db: TDatabase, owner: number, id: number) => {
  const [row] = await db
    .select()
    .from(savedSearches)
    .where(and(eq(savedSearches.id, id), savedSearchesOf(owner)));
  if (!row) throw new AppError('notFound', MESSAGES.notFound);
  return row;
};

const ownChannel = async (db: TDatabase, owner: number, channelId: number) => {
  const [row] = await db
    .select({ channel: alertChannels })
    .from(alertChannels)
    .innerJoin(savedSearches, eq(savedSearches.id, alertChannels.savedSearchId))
    .where(and(eq(alertChannels.id, channelId), savedSearchesOf(owner)));
  if (!row) throw new AppError('notFound', MESSAGES.channelNotFound);
  return row.channel;
};

const channelsOf = (db: TDatabase, searchIds: readonly number[]) =>
  searchIds.length === 0
    ? Promise.resolve([])
    : db
        .select()
        .from(alertChannels)
        .where(inArray(alertChannels.savedSearchId, [...searchIds]))
        .orderBy(alertChannels.id);

/** Makes the search's in-app and e-mail channels what the owner chose (webhooks are added one by one). */
const syncOwnChannels = async (
  tx: Parameters<Parameters<TDatabase['transaction']>[0]>[0],
  searchId: number,
  wanted: { inApp: boolean; email: string | null },
) => {
  const existing = await tx.select().from(alertChannels).where(eq(alertChannels.savedSearchId, searchId));
  const inApp = existing.find((channel) => channel.kind === 'inApp');
  if (wanted.inApp && !inApp)
    await tx.insert(alertChannels).values({ savedSearchId: searchId, kind: 'inApp' });
  if (!wanted.inApp && inApp) await tx.delete(alertChannels).where(eq(alertChannels.id, inApp.id));
  const email = existing.find((channel) => channel.kind === 'email');
  if (email && email.target !== wanted.email)
    await tx.delete(alertChannels).where(eq(alertChannels.id, email.id));
  if (wanted.email && email?.target !== wanted.email)
    await tx.insert(alertChannels).values({ savedSearchId: searchId, kind: 'email', target: wanted.email });
};

const robotTestMessage = (searchName: string) => ({
  title: '供应商门户订阅测试消息',
  lines: [`机器人已连接。匹配订阅${quoted(searchName)}的公告发布或变更时，会推送到本群。`],
  link: null,
});

export const savedSearchEndpoints = (deps: TSavedSearchDeps) => {
  const { db } = deps;

  const sendConfirmation = async (channelId: number, email: string, searchName: string) => {
    const token = await issueAlertToken(
      db,
      channelId,
      'confirm',
      new Date(Date.now() + CONFIRM_TOKEN_TTL_MS),
    );
    await deps.notifier.send({
      channel: 'email',
      recipient: email,
      subject: '【供应商门户】请确认您的公告订阅',
      text: [
        `您（或有人用您的邮箱）在供应商门户订阅了${quoted(searchName)}的公告推送。`,
        '',
        `确认订阅请打开：${deps.publicBaseUrl()}/subscription?action=confirm&token=${token}`,
        '',
        '链接 48 小时内有效。确认之前不会给您发送任何公告；如果不是您本人操作，请忽略本邮件。',
      ].join('\n'),
    });
  };

  return [
    bindEndpoint(querySavedSearches, async (_input, context) => {
      const owner = ownerOf(context);
      const rows = await db
        .select()
        .from(savedSearches)
        .where(savedSearchesOf(owner))
        .orderBy(desc(savedSearches.id));
      const channels = await channelsOf(
        db,
        rows.map((row) => row.id),
      );
      return { records: rows.map((row) => toSavedSearch(row, channels)) };
    }),

    bindEndpoint(saveSavedSearch, async ({ body }, context) => {
      const owner = ownerOf(context);
      const [account] = await db
        .select({ email: accounts.email })
        .from(accounts)
        .where(eq(accounts.id, owner));
      const wantsEmail = body.email === true;
      if (wantsEmail && !account?.email)
        throw new AppError('badRequest', SAVED_SEARCH_MESSAGES.noEmail, [
          { path: 'email', message: SAVED_SEARCH_MESSAGES.noEmail },
        ]);
      const columns = { name: body.name, ...conditionColumns(body) };
      const saved = await db.transaction(async (tx) => {
        let row: TSearchRow | undefined;
        if (body.id === undefined) {
          const [existing] = await tx
            .select({ value: count() })
            .from(savedSearches)
            .where(savedSearchesOf(owner));
          if ((existing?.value ?? 0) >= MAX_SAVED_SEARCHES)
            throw new AppError('conflict', SAVED_SEARCH_MESSAGES.tooMany);
          [row] = await tx
            .insert(savedSearches)
            .values({ ...columns, ownerAccountId: owner })
            .returning();
        } else {
          // Every save counts as a change of conditions (a save of the same ones costs feed readers one
          // download): readers asking only If-Modified-Since must not keep the old search's document.
          [row] = await tx
            .update(savedSearches)
            .set({ ...columns, conditionsChangedAt: new Date() })
            .where(and(eq(savedSearches.id, Number(body.id)), savedSearchesOf(owner)))
            .returning();
        }
        if (!row) throw new AppError('notFound', MESSAGES.notFound);
        await indexSavedSearch(tx, row);
        await syncOwnChannels(tx, row.id, {
          inApp: body.inApp !== false,
          email: wantsEmail ? (account?.email ?? null) : null,
        });
        return row;
      });
      return toSavedSearch(saved, await channelsOf(db, [saved.id]));
    }),

    bindEndpoint(deleteSavedSearch, async ({ body }, context) => {
      const search = await ownSearch(db, ownerOf(context), Number(body.id));
      // Channels, their pending deliveries and the index rows go with it (ON DELETE CASCADE).
      await db.delete(savedSearches).where(eq(savedSearches.id, search.id));
      return { id: String(search.id) };
    }),

    bindEndpoint(addAlertWebhook, async ({ body }, context) => {
      const owner = ownerOf(context);
      await deps.limiter.hit(
        ALERT_RATE_RULES.webhookTestsPerAccount,
        String(owner),
        MESSAGES.tooManyWebhookTests,
      );
      const search = await ownSearch(db, owner, Number(body.savedSearchId));
      const secret = body.secret ?? null;
      const refuse = (message: string, path = 'url'): never => {
        throw new AppError('badRequest', message, [{ path, message }]);
      };
      try {
        checkWebhookUrl(body.url, deps.webhookPolicy);
        await sendRobotMessage(
          { kind: body.kind, url: body.url, secret },
          robotTestMessage(search.name),
          deps.webhookPolicy,
        );
      } catch (error) {
        const reason = error instanceof Error ? error.message : String(error);
        refuse(error instanceof WebhookRefusedError ? reason : `测试消息发送失败，未保存：${reason}`);
      }
      const [row] = await db
        .insert(alertChannels)
        .values({ savedSearchId: search.id, kind: body.kind, target: body.url, secret })
        .onConflictDoNothing()
        .returning();
      if (!row) throw new AppError('conflict', MESSAGES.duplicateWebhook);
      return toChannel(row);
    }),

    bindEndpoint(setAlertChannelStatus, async ({ body }, context) => {
      const channel = await ownChannel(db, ownerOf(context), Number(body.channelId));
      if (channel.status === 'pending') throw new AppError('conflict', MESSAGES.notConfirmed);
      const [row] = await db
        .update(alertChannels)
        .set(
          body.action === 'resume'
            ? { status: 'active', consecutiveFailures: 0, lastError: null }
            : { status: 'paused' },
        )
        .where(eq(alertChannels.id, channel.id))
        .returning();
      if (!row) throw new AppError('notFound', MESSAGES.channelNotFound);
      return toChannel(row);
    }),

    bindEndpoint(removeAlertChannel, async ({ body }, context) => {
      const channel = await ownChannel(db, ownerOf(context), Number(body.channelId));
      await db.delete(alertChannels).where(eq(alertChannels.id, channel.id));
      return { channelId: String(channel.id) };
    }),

    bindEndpoint(queryAlertDeliveries, async ({ body }, context) => {
      const owner = ownerOf(context);
      const where = and(
        savedSearchesOf(owner),
        body.savedSearchId === undefined
          ? undefined
          : eq(alertDeliveries.savedSearchId, Number(body.savedSearchId)),
      );
      const [rows, [total]] = await Promise.all([
        db
          .select({
            delivery: alertDeliveries,
            searchName: savedSearches.name,
            channelKind: alertChannels.kind,
          })
          .from(alertDeliveries)
          .innerJoin(savedSearches, eq(savedSearches.id, alertDeliveries.savedSearchId))
          .innerJoin(alertChannels, eq(alertChannels.id, alertDeliveries.channelId))
          .where(where)
          .orderBy(desc(alertDeliveries.id))
          .limit(body.size)
          .offset((body.current - 1) * body.size),
        db
          .select({ value: count() })
          .from(alertDeliveries)
          .innerJoin(savedSearches, eq(savedSearches.id, alertDeliveries.savedSearchId))
          .where(where),
      ]);
      return {
        total: total?.value ?? 0,
        records: rows.map(({ delivery, searchName, channelKind }): TAlertDelivery => ({
          id: String(delivery.id),
          savedSearchId: String(delivery.savedSearchId),
          savedSearchName: searchName,
          channelKind: channelKind as TAlertDelivery['channelKind'],
          noticeId: String(delivery.noticeId),
          title: delivery.title,
          changeKind: delivery.changeKind as TAlertDelivery['changeKind'],
          status: delivery.status as TAlertDelivery['status'],
          attempts: delivery.attempts,
          lastError: delivery.lastError,
          createTime: formatChinaTime(delivery.createdAt) ?? '',
          sentTime: formatChinaTime(delivery.sentAt) ?? null,
          nextAttemptTime:
            delivery.status === 'pending' ? (formatChinaTime(delivery.nextAttemptAt) ?? null) : null,
        })),
      };
    }),

    bindEndpoint(subscribeEmail, async ({ body }, context) => {
      await deps.limiter.hit(ALERT_RATE_RULES.subscribePerIp, context.ip, MESSAGES.tooManySubscriptions);
      await deps.limiter.hit(ALERT_RATE_RULES.subscribePerAddress, body.email, MESSAGES.tooManySubscriptions);
      const words = body.fullTextQuery ?? body.keyword;
      const name = words ? `关键字“${words}”` : '公告订阅';
      const channelId = await db.transaction(async (tx) => {
        const [search] = await tx
          .insert(savedSearches)
          .values({ name, ownerAccountId: null, ...conditionColumns(body) })
          .returning();
        if (!search) throw new Error('订阅未能保存');
        await indexSavedSearch(tx, search);
        const [channel] = await tx
          .insert(alertChannels)
          .values({ savedSearchId: search.id, kind: 'email', target: body.email, status: 'pending' })
          .returning({ id: alertChannels.id });
        if (!channel) throw new Error('订阅未能保存');
        return channel.id;
      });
      await sendConfirmation(channelId, body.email, name);
      return { email: body.email };
    }),

    bindEndpoint(confirmEmailSubscription, async ({ body }) => {
      const channelId = await channelOfToken(db, body.token, 'confirm');
      if (channelId === null) throw new AppError('notFound', MESSAGES.badLink);
      const [row] = await db
        .select({ email: alertChannels.target, searchName: savedSearches.name, status: alertChannels.status })
        .from(alertChannels)
        .innerJoin(savedSearches, eq(savedSearches.id, alertChannels.savedSearchId))
        .where(eq(alertChannels.id, channelId));
      if (!row) throw new AppError('notFound', MESSAGES.badLink);
      if (row.status === 'pending')
        await db.update(alertChannels).set({ status: 'active' }).where(eq(alertChannels.id, channelId));
      return { email: row.email, searchName: row.searchName };
    }),
  ];
};

/** Unsubscribes an e-mail channel by its link token; an anonymous search left without channels goes too. */
export const unsubscribeEndpoint = (db: TDatabase) =>
  bindEndpoint(unsubscribeEmail, async ({ query }) => {
    const channelId = await channelOfToken(db, query.token, 'unsubscribe');
    if (channelId === null) throw new AppError('notFound', MESSAGES.unsubscribed);
    return db.transaction(async (tx) => {
      const [row] = await tx
        .delete(alertChannels)
        .where(eq(alertChannels.id, channelId))
        .returning({ email: alertChannels.target, savedSearchId: alertChannels.savedSearchId });
      if (!row) throw new AppError('notFound', MESSAGES.unsubscribed);
      const [search] = await tx.select().from(savedSearches).where(eq(savedSearches.id, row.savedSearchId));
      await tx
        .delete(savedSearches)
        .where(and(eq(savedSearches.id, row.savedSearchId), ownerlessSubscriptions()));
      return { email: row.email, searchName: search?.name ?? '' };
    });
  });
