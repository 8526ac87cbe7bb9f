/** What 单位管理's calls tell the client (shown as the error message). */
export const orgUnitMessages = {
  notFound: (code: string) => `单位“${code}”不存在`,
  codeTaken: (code: string) => `单位编码“${code}”已被使用`,
  parentNotFound: (code: string) => `上级单位“${code}”不存在`,
  parentLevel: (level: number) => (level === 2 ? '省分的上级须为总部' : '地市的上级须为省分'),
  parentDisabled: (name: string) => `上级单位“${name}”已停用，不能在其下新建或移入单位`,
  provinceAreaRequired: '省分须填写省份区划代码',
  cityAreaMismatch: (code: string | null) => `地市的省份区划代码须与上级省分相同（${code ?? '未设置'}）`,
  areaNameRequired: (code: string) => `省份区划代码“${code}”尚未登记，请填写省份名称`,
  hasEnabledChildren: (name: string) => `“${name}”下还有未停用的单位，请先停用其下级单位`,
  enableUnderDisabled: (name: string) => `上级单位“${name}”已停用，请先启用上级单位`,
};
