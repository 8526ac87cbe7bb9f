/** What open-data OCDS callers read (Chinese, as every message of the portal). */
export const OCDS_MESSAGES = {
  noticeNotFound: '公告不存在、不公开，或不是采购公告/结果公示，没有 OCDS 数据',
  tooManyRequests: '开放数据请求过于频繁，请稍后再试',
} as const;
