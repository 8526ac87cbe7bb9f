/** Texts of the administration pages (系统管理). */
export const adminMessages = {
  audit: {
    pageTitle: '审计日志',
    tableCaption: '审计日志列表',
    filters: {
      timeRange: '时间范围',
      loginName: '账号',
      event: '操作类型',
      result: '结果',
      ip: 'IP地址',
    },
    placeholders: {
      loginName: '登录名（精确匹配）',
      ip: '如 192.168. （前缀匹配）',
      any: '全部',
    },
    search: '查询',
    reset: '重置',
    exportCsv: '导出 CSV',
    exportHint: '按当前筛选条件导出全部记录（可用 Excel 打开）',
    columns: {
      occurredAt: '时间',
      event: '操作类型',
      result: '结果',
      loginName: '账号',
      ip: 'IP地址',
      detail: '附加信息',
    },
    noAccount: '—',
  },
};
