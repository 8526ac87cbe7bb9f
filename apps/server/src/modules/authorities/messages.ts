/** What the menu authority and role grant calls tell the client (shown as the error message). */
export const authorityMessages = {
  readOnly: '仅总部系统管理员可修改菜单权限与角色授权，您只能查看',
  notFound: (code: string) => `菜单项“${code}”不存在`,
  duplicateCode: (code: string) => `菜单代码“${code}”已存在`,
  reservedCode: (code: string) => `“${code}”是系统权限代码，由系统安装，不能用于新菜单项`,
  protectedCode: (name: string) => `“${name}”是系统功能所需的权限，不能删除或修改代码`,
  hasChildren: (name: string, count: number) => `“${name}”下还有 ${count} 个下级菜单，请先移走或删除它们`,
  parentMissing: (code: string) => `上级菜单“${code}”不存在`,
  cycle: '不能把菜单移到它自己或它的下级之下',
  notAllowListed: '该合作系统地址不在合作系统白名单（OBP_INTERFACE）中',
  unknownAuthorities: (codes: string) => `以下菜单代码不存在：${codes}`,
  notHeld: (names: string) => `您未持有以下权限，不能授予：${names}`,
  lockOut: '不能撤销您自己最后的“菜单权限”管理权限，否则将无法再管理菜单',
};
