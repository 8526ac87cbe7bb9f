import { z } from 'zod';
import { optionalBooleanLike, optionalDateTimeText, requiredText } from '../common/fields.js';
import { NOTICE_TYPES } from '../common/notice-types.js';

/**
 * Credentials of upstream systems calling the publishing API (README, Publishing API). A credential is
 * `<keyId>.<secret>`, sent as `Authorization: Bearer <keyId>.<secret>`: the key id names the client
 * (shown in the console for support), the secret is 256 random bits shown once and stored only hashed.
 */
export const API_CLIENT_KEY_ID_PREFIX = 'spc_';
export const API_CLIENT_SECRET_BYTES = 32;
/** `spc_` + 16 hex characters, a dot, then the base64url secret (43 characters). */
export const API_CLIENT_CREDENTIAL_PATTERN = /^(spc_[0-9a-f]{16})\.([A-Za-z0-9_-]{43})$/;
/** Calls one client may make per window (every instance counts together); then 429. */
export const API_CLIENT_RATE_LIMIT = { limit: 120, windowMs: 60_000 } as const;
/** Accounts of this kind stand for an API client in the workflow and as notice author; nobody logs in as one. */
export const API_CLIENT_ACCOUNT_KIND = 'apiClient';

/** Where a client stands: in use, revoked by an administrator, or past its expiry. */
export const API_CLIENT_STATES = { active: 'active', revoked: 'revoked', expired: 'expired' } as const;
export const API_CLIENT_STATE_LABELS = { active: '有效', revoked: '已吊销', expired: '已过期' } as const;

const TYPE_CODES = NOTICE_TYPES.map((type) => type.code) as [string, ...string[]];

/** An API client as the administration console shows it (never its secret). */
export const ZApiClient = z.object({
  id: z.string(),
  keyId: z.string().describe('凭证前缀（客户端编号），可告知技术支持'),
  name: z.string(),
  orgCode: z.string(),
  orgName: z.string(),
  noticeTypes: z.array(z.string()).describe('允许发布的公告类型（purchaseNoticeType）'),
  publishDirectly: z.boolean().describe('true：不经审批，按发布时间直接发布'),
  state: z.enum([API_CLIENT_STATES.active, API_CLIENT_STATES.revoked, API_CLIENT_STATES.expired]),
  expireTime: z.string().nullable(),
  lastUsedTime: z.string().nullable(),
  createTime: z.string(),
  rotatedTime: z.string().nullable(),
  revokedTime: z.string().nullable(),
  createdByName: z.string(),
});
export type TApiClient = z.infer<typeof ZApiClient>;

/** What an administrator sets when issuing a client. */
export const ZIssueApiClientRequest = z.object({
  name: requiredText('客户端名称', 60),
  orgCode: requiredText('发布单位', 32).describe('管理员本单位或其下级单位'),
  noticeTypes: z
    .array(z.enum(TYPE_CODES, { error: '公告类型不正确' }))
    .min(1, { error: '至少选择一种公告类型' })
    .max(TYPE_CODES.length),
  publishDirectly: optionalBooleanLike().transform((value) => value ?? false),
  expireTime: optionalDateTimeText().describe('过期时间（可选），须晚于现在'),
});
export type TIssueApiClientRequest = z.input<typeof ZIssueApiClientRequest>;

/** A client with its full credential: answered once, on issue and on rotation. */
export const ZApiClientWithCredential = z.object({
  client: ZApiClient,
  credential: z.string().describe('完整凭证 <keyId>.<secret>，只显示这一次'),
});
export type TApiClientWithCredential = z.infer<typeof ZApiClientWithCredential>;
