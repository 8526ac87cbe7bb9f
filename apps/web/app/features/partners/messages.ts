/** Texts of the embedded partner pages. */
export const partnerMessages = {
  pageTitle: '合作系统页面',
  opening: '正在打开合作系统页面…',
  failedToGetSupplier: '获取供应商失败',
  failedText: '未能取得合作系统的登录令牌，即将返回工作台首页。',
  offListTitle: '该地址不在合作系统白名单中，已拒绝打开',
  offListText: (url: string) =>
    `门户只打开“外部系统地址”（OBP_INTERFACE）中登记的合作系统，不会向其他地址发送任何令牌。被拒绝的地址：${url || '（空）'}`,
  frameTitle: (title: string) => `${title}（合作系统页面）`,
} as const;
