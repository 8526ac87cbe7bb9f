/** Texts of the minimal workspace (its full layout and menu are a later issue). */
export const workspaceMessages = {
  title: '供应商工作台',
  loading: '正在进入工作台…',
  userInfoTitle: '账号信息',
  loadFailed: '用户信息加载失败',
  retry: '重新加载',
  fields: {
    name: '姓名',
    userName: '登录账号',
    corpName: '单位名称',
    corpCode: '单位编码',
    userOrgLevel: '机构层级',
    roles: '角色',
  },
  orgLevels: { '01': '总部', '02': '省分', '03': '地市' } as Record<string, string>,
  supplier: '供应商',
  menuTitle: '可用菜单',
  noMenu: '暂无数据',
} as const;
