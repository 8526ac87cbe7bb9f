export const errorMessages = {
  notFoundHeadline: 'OOPS!',
  notFoundText: '很抱歉，页面它不小心迷路了！',
  notFoundHint: '您访问的页面不存在或已被移除，请检查网址是否正确。',
  notFoundTitle: '页面不存在',
  backHome: '返回首页',
  errorTitle: '系统异常',
  errorText: '系统繁忙，请稍后再试',
  errorHint: '页面加载时出现问题，您可以返回首页或稍后刷新重试。',
  retry: '重新加载',
} as const;
