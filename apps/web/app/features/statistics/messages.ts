import { KEYWORD_SEARCH_RETENTION_DAYS, SEARCH_MISS_TOP } from '@supportal/contract';

/** Texts of 统计分析. */
export const statisticsMessages = {
  pageTitle: '统计分析',
  intro: '本单位及下级单位的统计（总部为全部单位），按北京时间的月份统计。',
  period: { from: '起始月份', to: '截止月份', invalid: '起始月份不能晚于截止月份' },
  downloadCsv: '导出 CSV',
  showTable: '数据表',
  loadFailed: '统计数据加载失败',
  retry: '重试',
  empty: '所选周期内没有数据',
  total: '合计',
  charts: {
    noticesPerMonth: {
      title: '每月发布公告数（按类型）',
      file: '每月发布公告数',
      month: '月份',
    },
    noticesPerUnit: {
      title: '各单位发布公告数',
      file: '各单位发布公告数',
      unit: '单位',
      published: '发布数',
    },
    noticeChanges: {
      title: '每月公告变更与撤回',
      file: '每月公告变更与撤回',
      month: '月份',
      amended: '变更',
      withdrawn: '撤回',
    },
    approvalTime: {
      title: '审批环节用时（小时）',
      file: '审批环节用时',
      step: '流程环节',
      completed: '办结数',
      median: '中位数',
      p90: '90分位',
    },
    overdue: {
      title: '超期未办（按环节）',
      file: '超期未办',
      step: '流程环节',
      overdue: '超期未办数',
    },
    changeRequests: {
      title: '供应商信息变更申请（按状态）',
      file: '供应商信息变更申请',
      status: '状态',
      count: '申请数',
      note: '变更申请由总部审核，只计入总部。',
    },
    registrations: {
      title: '供应商注册申请（按状态）',
      file: '供应商注册申请',
      status: '状态',
      count: '申请数',
    },
    alerts: {
      title: '订阅提醒发送（按渠道）',
      file: '订阅提醒发送',
      channel: '渠道',
      sent: '已送达',
      failed: '发送失败',
      waiting: '待发送',
    },
    searchMisses: {
      title: `无结果的搜索关键字（前${SEARCH_MISS_TOP}个）`,
      file: '无结果的搜索关键字',
      keyword: '关键字',
      searches: '搜索次数',
      note: `公开搜索匿名记录（只记关键字、时间和结果数），保留${KEYWORD_SEARCH_RETENTION_DAYS}天，各单位看到的相同。`,
    },
  },
};
