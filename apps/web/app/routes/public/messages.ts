/** Page titles and short texts of the public routes. */
export const routeMessages = {
  homeTitle: '首页',
  homeProcurementBox: '采购信息',
  companyIntroTitle: '公司介绍',
  announcementTitle: '公告公示',
  loginTitle: '供应商登录',
  notFoundTitle: '页面不存在',
  complaintTitle: '投诉公告',
  complaintChannelsTitle: '投诉渠道',
  complaintChannelsText: '对采购活动或供应商管理有投诉或建议，可通过以下渠道联系我们：',
  myComplaintsTitle: '我的投诉',
  noOpenComplaints: '暂无未办结的投诉',
} as const;
