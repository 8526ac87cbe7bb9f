/** Texts of the workspace layout and its own pages. */
export const workspaceMessages = {
  title: { supplier: '供应商工作台', staff: '采购工作台' },
  menuLabel: '工作台菜单',
  shortcutsHome: '工作台首页',
  shortcutsTitle: '常用功能',
  sideColumn: '待办与下载',
  noShortcuts: '您的账号暂无可用功能，请联系供应商主账号或管理员分配权限。',
  loadFailed: '用户信息加载失败',
} as const;
