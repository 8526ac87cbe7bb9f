import { z } from 'zod';
import { PORTAL_NAME } from './notice-feeds.js';

/**
 * Open Contracting Data Standard 1.1 release packages of procurement notices and results (the
 * open-data OCDS calls). Only the fields the portal fills are described; every package validates
 * against the standard's release-package and release schemas (tests hold the published schemas).
 */
export const OCDS_VERSION = '1.1';
/**
 * The ocid prefix of demos and development (OCDS_OCID_PREFIX unset): shaped like a registered prefix
 * ('ocds-' and six letters or digits) but plainly none; a publisher registers its own with the OCP.
 */
export const DEMO_OCID_PREFIX = 'ocds-demo00';
export const OCID_PREFIX_PATTERN = /^ocds-[a-z0-9]{6}$/;
/** Releases are written in Chinese (BCP 47). */
export const OCDS_LANGUAGE = 'zh' as const;
/** Releases per page of the release feed: the default and the most a caller may ask for. */
export const OCDS_RELEASES_PAGE = { defaultLimit: 50, maxLimit: 100 } as const;

/** The closed releaseTag codes the portal uses (of OCDS 1.1's codelist). */
export const OCDS_RELEASE_TAGS = [
  'planning',
  'planningUpdate',
  'tender',
  'tenderUpdate',
  'tenderCancellation',
  'award',
  'awardUpdate',
  'awardCancellation',
] as const;
export type TOcdsReleaseTag = (typeof OCDS_RELEASE_TAGS)[number];

/** OCDS's closed method codelist: how suppliers are invited. */
export const OCDS_PROCUREMENT_METHODS = ['open', 'selective', 'limited', 'direct'] as const;
export type TOcdsProcurementMethod = (typeof OCDS_PROCUREMENT_METHODS)[number];

const ZRfc3339 = z.string().describe('RFC 3339 时间，北京时间（+08:00）');

export const ZOcdsValue = z.object({
  amount: z.number(),
  currency: z.string().optional().describe('ISO 4217，如 CNY'),
});

export const ZOcdsOrganizationReference = z.object({ id: z.string(), name: z.string() });

export const ZOcdsContactPoint = z.object({
  name: z.string().optional(),
  email: z.string().optional(),
  telephone: z.string().optional(),
});

/** The OCDS organization identifier scheme of China's unified social credit codes (org-id.guide). */
export const OCDS_USCC_SCHEME = 'CN-USCC';

export const ZOcdsIdentifier = z.object({
  scheme: z.literal(OCDS_USCC_SCHEME),
  id: z.string().describe('统一社会信用代码'),
  legalName: z.string(),
});

export const ZOcdsParty = z.object({
  id: z
    .string()
    .describe('本包内引用该单位的编号：采购单位为组织机构代码或单位名称，供应商为 CN-USCC-统一社会信用代码'),
  name: z.string(),
  identifier: ZOcdsIdentifier.optional().describe('供应商：统一社会信用代码'),
  roles: z.array(z.string()).describe('buyer、procuringEntity；候选人 tenderer，中标（拟中标）人 supplier'),
  address: z.object({ region: z.string(), countryName: z.string() }).optional(),
  contactPoint: ZOcdsContactPoint.optional(),
});

export const ZOcdsDocument = z.object({
  id: z.string(),
  documentType: z.string().optional().describe('OCDS documentType：公告正文页为 *Notice'),
  title: z.string(),
  url: z.string().describe('绝对地址（PUBLIC_BASE_URL）'),
  format: z.string().optional(),
  language: z.string().optional(),
});

export const ZOcdsAmendment = z.object({
  id: z.string(),
  date: ZRfc3339,
  rationale: z.string(),
  amendsReleaseID: z.string().optional(),
  releaseID: z.string(),
});

export const ZOcdsPeriod = z.object({ startDate: ZRfc3339.optional(), endDate: ZRfc3339.optional() });

export const ZOcdsTender = z.object({
  id: z.string().describe('与 ocid 相同：同一项目的公告共用'),
  title: z.string().optional(),
  description: z.string().optional().describe('公告正文的纯文本'),
  status: z.enum(['planning', 'planned', 'active', 'cancelled', 'withdrawn']).optional(),
  procuringEntity: ZOcdsOrganizationReference.optional(),
  procurementMethod: z.enum(OCDS_PROCUREMENT_METHODS).optional(),
  procurementMethodDetails: z.string().optional().describe('采购方式的中文名称'),
  value: ZOcdsValue.optional(),
  tenderPeriod: ZOcdsPeriod.optional().describe('endDate：投标截止时间'),
  awardPeriod: ZOcdsPeriod.optional().describe('startDate：开标时间（评标开始）'),
  tenderers: z
    .array(ZOcdsOrganizationReference)
    .optional()
    .describe('候选人公示、结果公示所列的候选人（投标人）'),
  documents: z.array(ZOcdsDocument).optional(),
  amendments: z.array(ZOcdsAmendment).optional(),
});

export const ZOcdsAward = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string(),
  status: z.enum(['pending', 'active', 'cancelled']),
  date: ZRfc3339,
  value: ZOcdsValue.optional().describe('中标人（候选人公示为第一中标候选人）投标报价之和，CNY'),
  suppliers: z
    .array(ZOcdsOrganizationReference)
    .optional()
    .describe('结果公示的中标人；候选人公示为排名第一的候选人（拟中标，award pending）'),
  documents: z.array(ZOcdsDocument).optional(),
  amendments: z.array(ZOcdsAmendment).optional(),
});

export const ZOcdsPlanning = z.object({
  rationale: z.string().optional(),
  budget: z
    .object({ amount: ZOcdsValue.optional(), projectID: z.string().optional() })
    .optional()
    .describe('预算与项目编号'),
  documents: z.array(ZOcdsDocument).optional(),
});

export const ZOcdsRelease = z.object({
  ocid: z.string().describe('OCDS_OCID_PREFIX-项目编号（首次发布时的；没有时 notice-公告编号）'),
  id: z.string().describe('本 ocid 内唯一：公告编号-r修订号，状态变化另加变化类型与日志位置'),
  date: ZRfc3339.describe('发布、修订或状态变化的时间'),
  tag: z.array(z.enum(OCDS_RELEASE_TAGS)),
  initiationType: z.literal('tender'),
  language: z.literal(OCDS_LANGUAGE),
  parties: z.array(ZOcdsParty),
  buyer: ZOcdsOrganizationReference.optional(),
  planning: ZOcdsPlanning.optional(),
  tender: ZOcdsTender,
  awards: z.array(ZOcdsAward).optional(),
});
export type TOcdsRelease = z.infer<typeof ZOcdsRelease>;

export const ZOcdsReleasePackage = z.object({
  uri: z.string().describe('本包的地址'),
  version: z.literal(OCDS_VERSION),
  publishedDate: ZRfc3339.describe('包内最新一次变化的时间'),
  publisher: z.object({ name: z.string().describe(PORTAL_NAME) }),
  releases: z.array(ZOcdsRelease),
});
export type TOcdsReleasePackage = z.infer<typeof ZOcdsReleasePackage>;
