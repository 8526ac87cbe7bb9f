/** What the administration calls tell the client (shown as the error message). */
export const adminMessages = {
  badTime: (field: string) => `${field} 不是有效的时间`,
  invertedRange: '起始时间不能晚于截止时间',
  csvHeader: ['时间', '操作类型', '结果', '账号', '账号ID', 'IP地址', '附加信息'],
  exportFileName: (stamp: string) => `审计日志-${stamp}.csv`,
  dictionaryEntryNotFound: '字典项不存在',
  downloadEntryNotFound: '下载专区文件不存在',
  duplicateDictionaryValue: (value: string) => `该字典组已有值为“${value}”的字典项`,
};
