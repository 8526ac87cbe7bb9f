/** Texts the request layer shows (spec section 8). */
export const requestMessages = {
  reminderTitle: '提醒',
  reminderOk: '确定',
  reminderCancel: '取消',
  networkError: '网络异常，请检查网络连接后重试',
  timeout: '请求超时，请稍后再试',
  invalidResponse: '服务返回的数据无法识别，请稍后再试',
  httpError: (status: number) => `请求失败（${status}），请稍后再试`,
  serverBusy: '系统繁忙，请稍后再试',
  cancelled: '请求已取消',
} as const;
