/** Page titles and short texts of the public routes. */
export const routeMessages = {
  homeTitle: '首页',
  homeProcurementBox: '采购信息',
  companyIntroTitle: '公司介绍',
  announcementTitle: '公告公示',
  loginTitle: '供应商登录',
  notFoundTitle: '页面不存在',
} as const;
