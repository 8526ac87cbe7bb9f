import { createHash } from 'node:crypto';
import multipart from '@fastify/multipart';
import {
  amendPublishedNotice,
  API_CLIENT_ACCOUNT_KIND,
  createPublishedNotice,
  getPublishedNoticeStatus,
  NOTICE_DRAFT_STATUSES,
  uploadPublishedNoticeAttachment,
  withdrawPublishedNotice,
} from '@supportal/contract';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { TDatabase } from '../../db/database.js';
import { apiClientNotices, noticeDrafts } from '../../db/schema/index.js';
import { AppError } from '../../lib/app-error.js';
import {
  bindEndpoint,
  registerUploadEndpoint,
  type TApiClientCaller,
  type TCallContext,
  type TCaller,
} from '../../lib/endpoint/index.js';
import { type TFileStore, receiveUpload } from '../files/index.js';
import { type TNoticeWriter } from '../notices/index.js';
import type { TAuditLog } from '../../plugins/audit-log.js';
import { endPublishedNotice } from './notice-console-endpoints.js';
import { type TWorkflowEngine } from '../workflow/index.js';
import {
  applyApprovedDraft,
  insertNoticeDraft,
  noticeFileIds,
  reviseScheduledDraft,
  saveDraftAtEditStep,
  startNoticeApproval,
  type TNoticeDraftInput,
} from './notice-publication.js';
import { publishingMessages as messages } from './messages.js';
import {
  draftsOfRef,
  draftStatusOf,
  noticeRefOf,
  PUBLISHED_STATUS_LABELS,
  publishedNoticeStatus,
} from './published-notice-status.js';

type TPublishingDeps = {
  db: TDatabase;
  engine: TWorkflowEngine;
  noticeWriter: TNoticeWriter;
  audit: TAuditLog;
};

const clientOf = (context: TCallContext): TApiClientCaller => {
  if (!context.apiClient) throw new AppError('unauthorized');
  return context.apiClient;
};

/**
 * The client as the workflow and the draft checks see an author: its own account, acting for its unit
 * (so its units are that unit and those below it), holding no role and no permission.
 */
const authorOf = (client: TApiClientCaller): TCaller => ({
  accountId: client.accountId,
  loginName: client.keyId,
  displayName: client.displayName,
  kind: API_CLIENT_ACCOUNT_KIND,
  corpCode: client.orgCode,
  corpName: client.corpName,
  roles: [],
  menuAuthorities: [],
  permissions: new Set(),
  mustChangePassword: false,
});

const checkNoticeType = (client: TApiClientCaller, type: string) => {
  if (!client.noticeTypes.includes(type)) {
    const message = messages.typeNotAllowed(type);
    throw new AppError('forbidden', message, [{ path: 'purchaseNoticeType', message }]);
  }
};

/** JSON with keys sorted: equal requests hash alike whatever order their fields came in. */
const canonicalJson = (value: unknown): string =>
  Array.isArray(value)
    ? `[${value.map(canonicalJson).join(',')}]`
    : value !== null && typeof value === 'object'
      ? `{${Object.entries(value)
          .filter(([, item]) => item !== undefined)
          .sort(([a], [b]) => (a < b ? -1 : 1))
          .map(([key, item]) => `${JSON.stringify(key)}:${canonicalJson(item)}`)
          .join(',')}}`
      : JSON.stringify(value);

const requestHashOf = (body: unknown) => createHash('sha256').update(canonicalJson(body)).digest('hex');

/** Where the portal answers this request: the base of the public addresses it reports. */
const portalOriginOf = (request: FastifyRequest | undefined) =>
  request ? `${request.protocol}://${request.host}` : '';

/** The publishing API (README, Publishing API): create, amend, withdraw and look up notices by externalId. */
export const noticePublishingEndpoints = ({ db, engine, noticeWriter, audit }: TPublishingDeps) => {
  /**
   * Approval through NOTICE_PUBLISH, or straight to the writer for clients 总部 allowed to publish
   * directly; each such publication skips the review, so the audit log names it once it is committed.
   */
  const route = async (
    tx: Parameters<Parameters<TWorkflowEngine['inTransaction']>[0]>[0],
    later: Parameters<Parameters<TWorkflowEngine['inTransaction']>[0]>[1],
    client: TApiClientCaller,
    draft: Awaited<ReturnType<typeof insertNoticeDraft>>,
    context: TCallContext,
  ) => {
    if (!client.publishDirectly) {
      await startNoticeApproval(tx, later, engine, authorOf(client), draft, true);
      return;
    }
    await applyApprovedDraft(tx, noticeWriter.within(tx, later), draft);
    later.push(() =>
      audit.record({
        event: 'api-client-direct-publish',
        loginName: `api-client:${client.keyId}`,
        accountId: client.accountId,
        ip: context.ip,
        detail: {
          keyId: client.keyId,
          draftId: String(draft.id),
          title: draft.title,
          ...(draft.amendsNoticeId === null ? {} : { amendsNoticeId: String(draft.amendsNoticeId) }),
        },
      }),
    );
  };

  return [
    bindEndpoint(createPublishedNotice, async ({ body }, context) => {
      const client = clientOf(context);
      checkNoticeType(client, body.purchaseNoticeType);
      const { externalId, ...fields } = body;
      const requestHash = requestHashOf(body);
      await engine.inTransaction(async (tx, later) => {
        // The unique key decides between racing creates: the loser waits for the winner's commit and
        // finds its row (or, if the winner failed, inserts its own).
        const [claimed] = await tx
          .insert(apiClientNotices)
          .values({ clientId: client.clientId, externalId, requestHash })
          .onConflictDoNothing()
          .returning({ id: apiClientNotices.id });
        if (!claimed) {
          const existing = await noticeRefOf(tx, client.clientId, externalId);
          if (existing.requestHash !== requestHash) {
            const message = messages.externalIdTaken(externalId);
            throw new AppError('conflict', message, [{ path: 'externalId', message }]);
          }
          return;
        }
        const draft = await insertNoticeDraft(tx, authorOf(client), fields);
        await route(tx, later, client, draft, context);
        await tx
          .update(apiClientNotices)
          .set({ draftId: draft.id, latestDraftId: draft.id })
          .where(eq(apiClientNotices.id, claimed.id));
      });
      return publishedNoticeStatus(db, client.clientId, externalId, portalOriginOf(context.request));
    }),

    bindEndpoint(amendPublishedNotice, async ({ body }, context) => {
      const client = clientOf(context);
      checkNoticeType(client, body.purchaseNoticeType);
      const { externalId, keepAttachments, amendReason, ...fields } = body;
      const ref = await noticeRefOf(db, client.clientId, externalId);
      const { origin, latest } = await draftsOfRef(db, ref);
      const author = authorOf(client);
      if (latest.status === NOTICE_DRAFT_STATUSES.editing) {
        // Returned by a reviewer to the client's edit step: the new content goes back to review.
        await saveDraftAtEditStep(
          db,
          engine,
          author,
          latest,
          {
            ...fields,
            ...(keepAttachments ? { attachmentFileIds: latest.attachmentFileIds.map(String) } : {}),
            ...(latest.amendsNoticeId === null ? {} : { amendReason }),
          },
          true,
        );
      } else if (origin.status === NOTICE_DRAFT_STATUSES.scheduled) {
        // Approved but not public yet: the waiting draft takes the new content (attachments kept when
        // left out) and is routed again, as a create is.
        await engine.inTransaction(async (tx, later) => {
          const revised = await reviseScheduledDraft(tx, author, origin.id, {
            ...fields,
            ...(keepAttachments ? { attachmentFileIds: origin.attachmentFileIds.map(String) } : {}),
            amendReason,
          });
          await route(tx, later, client, revised, context);
        });
      } else {
        if (latest.status === NOTICE_DRAFT_STATUSES.inApproval)
          throw new AppError('conflict', messages.inApproval);
        if (origin.noticeId === null)
          throw new AppError(
            'conflict',
            messages.notAmendable(PUBLISHED_STATUS_LABELS[draftStatusOf(origin)]),
          );
        const noticeId = origin.noticeId;
        await engine.inTransaction(async (tx, later) => {
          const locked = await noticeRefOf(tx, client.clientId, externalId, { lock: true });
          if (locked.latestDraftId !== ref.latestDraftId) throw new AppError('conflict', messages.inApproval);
          const input: TNoticeDraftInput = {
            ...fields,
            ...(keepAttachments
              ? { attachmentFileIds: (await noticeFileIds(tx, noticeId)).map(String) }
              : {}),
            amendsNoticeId: String(noticeId),
            amendReason,
          };
          const draft = await insertNoticeDraft(tx, author, input);
          await route(tx, later, client, draft, context);
          await tx
            .update(apiClientNotices)
            .set({ latestDraftId: draft.id })
            .where(eq(apiClientNotices.id, locked.id));
        });
      }
      return publishedNoticeStatus(db, client.clientId, externalId, portalOriginOf(context.request));
    }),

    bindEndpoint(withdrawPublishedNotice, async ({ body }, context) => {
      const client = clientOf(context);
      const ref = await noticeRefOf(db, client.clientId, body.externalId);
      const { origin } = await draftsOfRef(db, ref);
      if (origin.noticeId !== null) {
        const noticeId = origin.noticeId;
        await noticeWriter.transaction(db, (writer, tx) =>
          endPublishedNotice(tx, writer, client.orgCode, {
            noticeId,
            action: 'withdraw',
            reason: body.reason,
          }),
        );
      } else if (origin.status === NOTICE_DRAFT_STATUSES.scheduled) {
        // Approved (or direct) but not public yet: it is simply never published. The sweep takes only
        // status '3' rows under FOR UPDATE SKIP LOCKED, so this conditional update and a publication
        // cannot both win.
        const [cancelled] = await db
          .update(noticeDrafts)
          .set({ status: NOTICE_DRAFT_STATUSES.cancelled, updatedAt: new Date() })
          .where(
            and(eq(noticeDrafts.id, origin.id), eq(noticeDrafts.status, NOTICE_DRAFT_STATUSES.scheduled)),
          )
          .returning({ id: noticeDrafts.id });
        if (!cancelled)
          throw new AppError('conflict', messages.notWithdrawable(PUBLISHED_STATUS_LABELS.published));
      } else {
        throw new AppError(
          'conflict',
          messages.notWithdrawable(PUBLISHED_STATUS_LABELS[draftStatusOf(origin)]),
        );
      }
      return publishedNoticeStatus(db, client.clientId, body.externalId, portalOriginOf(context.request));
    }),

    bindEndpoint(getPublishedNoticeStatus, async ({ query }, context) =>
      publishedNoticeStatus(
        db,
        clientOf(context).clientId,
        query.externalId,
        portalOriginOf(context.request),
      ),
    ),
  ];
};

/** The client's attachment upload: the shared upload service (limits, byte checks), owned by its account. */
export const registerPublishingUpload = async (app: FastifyInstance, db: TDatabase, store: TFileStore) => {
  await app.register(async (scope) => {
    await scope.register(multipart, { throwFileSizeLimit: true });
    registerUploadEndpoint(scope, uploadPublishedNoticeAttachment, async (_query, context, request, reply) =>
      receiveUpload(db, store, 'noticeAttachment', clientOf(context).accountId, request, reply),
    );
  });
};
