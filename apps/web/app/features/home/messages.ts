export const homeMessages = {
  bannerLabel: '首页轮播图',
  bannerSlide: (index: number, total: number, headline: string) => `第 ${index} / ${total} 张：${headline}`,
  bannerPrevious: '上一张',
  bannerNext: '下一张',
  banners: [
    { headline: '阳光采购 · 合作共赢', text: '公开透明的采购平台，携手供应商共建信息通信基础设施' },
    { headline: '共建共享 · 绿色铁塔', text: '光伏储能进站点，推动通信基础设施低碳发展' },
    { headline: '数字化供应链 · 高效协同', text: '订单、结算、履约评价线上协同，服务更便捷' },
    { headline: '诚信经营 · 规范履约', text: '健全供应商评价与信用管理，营造公平有序的合作环境' },
  ],
  quickLinksTitle: '服务指南',
  quickLinks: {
    downloads: '下载专区',
    announcement: '公告公示',
    history: '历史公告',
    intro: '公司介绍',
    search: '公告搜索',
    eBidding: '电子竞价',
  },
  newWindowHint: '（在新窗口打开）',
  customerService: '在线客服',
} as const;
