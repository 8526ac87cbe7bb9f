/** Texts of the list-page kit. */
export const listPageMessages = {
  search: '查询',
  reset: '重置',
  cancel: '取消',
} as const;
