/** What the administration calls tell the client (shown as the error message). */
export const adminMessages = {
  badTime: (field: string) => `${field} 不是有效的时间`,
  invertedRange: '起始时间不能晚于截止时间',
  csvHeader: ['时间', '操作类型', '结果', '账号', '账号ID', 'IP地址', '附加信息'],
  exportFileName: (stamp: string) => `审计日志-${stamp}.csv`,
  dictionaryEntryNotFound: '字典项不存在',
  downloadEntryNotFound: '下载专区文件不存在',
  duplicateDictionaryValue: (value: string) => `该字典组已有值为“${value}”的字典项`,
  dictionaryNational: '字典组是全国设置，只有总部的管理员可以修改',
  downloadNational: '这是全国下载文件，只有总部的管理员可以修改',
  downloadOutsideScope: '该下载文件属于其他单位，您只能修改本单位及下级单位发布的文件',
};

/** What account administration tells the client. */
export const accountAdminMessages = {
  notFound: '账号不存在',
  outsideScope: '该账号不在您的管理范围内（您只能管理本单位及下级单位的账号）',
  orgOutsideScope: (orgName: string) => `单位“${orgName}”不在您的管理范围内（本单位及下级单位）`,
  suppliersOutsideScope: '只有总部的管理员可以管理供应商账号',
  subAccountReadOnly: '子账号由其供应商主账号在“子账号管理”中管理',
  unknownOrg: (orgCode: string) => `单位“${orgCode}”不存在`,
  orgLevelMismatch: (orgName: string, level: string) => `单位“${orgName}”的机构层级应为 ${level}`,
  unknownRoles: (roles: string) => `以下角色不存在或不能授予员工账号：${roles}`,
  headquartersRoleOnly: (role: string) => `只有总部的管理员可以授予或收回角色“${role}”`,
  unknownSupplier: (code: string) => `供应商编码“${code}”未登记`,
  loginNameTaken: (loginName: string) => `登录名“${loginName}”已被使用，请换一个`,
  supplierHasNoOrg: '供应商账号没有单位、层级与角色可修改',
  cannotDisableSelf: '不能停用自己的账号',
  cannotDemoteSelf: '不能收回自己的角色或改变自己的单位，请由其他管理员操作',
  orgDisabled: (orgName: string) => `单位“${orgName}”已停用，不能在其下新建或调入账号`,
  citySupplierCreation: '地市管理员不能新建供应商，请联系省分或总部管理员',
  supplierAddressOutsideScope: (unitName: string) =>
    `注册地址属于“${unitName}”，不在您的管理范围内：省分管理员只能新建注册地址在本省的供应商`,
  usccTaken: '该统一社会信用代码已有供应商、注册申请或账号在用',
};
