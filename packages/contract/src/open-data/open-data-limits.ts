/** Calls one IP may make per window to the open-data calls (feeds and the change feed), per call family. */
export const OPEN_DATA_RATE_LIMITS = {
  noticeChanges: { limit: 120, windowMs: 60_000 },
  feeds: { limit: 60, windowMs: 60_000 },
  /** OCDS release packages: a harvester pages through thousands of releases. */
  ocds: { limit: 120, windowMs: 60_000 },
  /** 添加到日历: one download per click, so a person never comes near it. */
  noticeCalendar: { limit: 60, windowMs: 60_000 },
} as const;

/** Changes one page of the change feed holds unless asked for fewer; and the most it will hold. */
export const NOTICE_CHANGES_PAGE_SIZE = { default: 100, max: 500 } as const;

/** Newest public notices a feed (RSS, Atom) lists. */
export const FEED_ITEM_COUNT = 50;

export const OPEN_DATA_MESSAGES = {
  badCursor: '游标无效：请使用上一页返回的 nextCursor，或不带游标从头读取',
  tooManyRequests: '请求过于频繁，请稍后再试',
  unknownFilter: '不支持的过滤条件',
  unknownNoticeType: '公告类型不存在',
  unknownUnitLevel: '单位层级应为 1（总部）、2（省分）或 3（地市）',
  unknownProvince: '省份代码不存在',
  unknownOrg: '单位编码不存在',
  feedNotFound: '订阅源不存在或链接已失效',
  ocdsNoticeNotFound: '公告不存在、不公开，或不是采购公告/结果公示，没有 OCDS 数据',
} as const;
