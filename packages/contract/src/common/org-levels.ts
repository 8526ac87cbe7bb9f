/** Org levels (spec section 3), sent as '1', '2', '3'. */
export const ORG_LEVELS = [
  { code: '1', label: '总部' },
  { code: '2', label: '省分' },
  { code: '3', label: '地市' },
] as const;
export type TOrgLevelCode = (typeof ORG_LEVELS)[number]['code'];
export const ORG_LEVEL_CODES = ORG_LEVELS.map((level) => level.code) as readonly TOrgLevelCode[];
