export const certificateExpiryMessages = {
  title: '证书到期提醒',
  intro: '以下资质证书即将到期或已过期，请及时更新，以免影响投标与合作。',
  number: (certNumber: string) => `编号 ${certNumber}`,
  validTo: (date: string) => `有效期至 ${date}`,
  daysLeft: (days: number) => `还剩 ${days} 天`,
  today: '今天到期',
  expired: (days: number) => `已过期 ${days} 天`,
  update: '去更新',
} as const;
