import { PORTAL_NAME } from '@supportal/contract';

/**
 * Identity of the portal. The spec does not show the real addresses and numbers: these are placeholders
 * in the right format, kept here so operations can replace them in one place.
 */
export const SITE = {
  productName: PORTAL_NAME,
  slogan: '阳光采购 · 合作共赢',
  description: '通信铁塔股份有限公司采购与供应商门户：采购公告、结果公示、技术标准、方案征集与供应商服务。',
  companyName: '通信铁塔股份有限公司',
  officialSiteUrl: 'https://www.example-tower.cn',
  eBiddingUrl: 'https://ebid.example-tower.cn',
  icpNumber: '京ICP备00000000号',
  filingRecordUrl: 'https://beian.miit.gov.cn',
} as const;

/** '首页 - 通信铁塔采购与供应商门户' */
export const pageTitle = (title: string): string => `${title} - ${SITE.productName}`;
