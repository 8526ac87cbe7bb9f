import { SITE } from '../../../config/site';

export const layoutMessages = {
  welcome: `您好，欢迎访问${SITE.productName}！`,
  login: '供应商登录',
  downloads: '下载专区',
  companyIntro: '公司介绍',
  officialSite: '官方网站',
  skipToMain: '跳到主要内容',
  navLabel: '主导航',
  quickLinks: '快捷链接',
  newWindowHint: '（在新窗口打开）',
  footerContactsLabel: '联系我们',
  footerAppsTitle: '关注我们',
  qrAlt: (label: string) => `${label}二维码`,
  copyright: (year: number | null) =>
    year === null ? `© ${SITE.companyName} 版权所有` : `© ${year} ${SITE.companyName} 版权所有`,
  filingRecordSite: '工业和信息化部政务服务平台',
} as const;
