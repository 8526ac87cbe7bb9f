/** Texts of the workspace layout and its own pages. */
export const workspaceMessages = {
  title: { supplier: '供应商工作台', staff: '采购工作台' },
  menuLabel: '工作台菜单',
  shortcutsHome: '工作台首页',
  shortcutsTitle: '常用功能',
  sideColumn: '待办与下载',
  noShortcuts: '您的账号暂无可用功能，请联系供应商主账号或管理员分配权限。',
  loadFailed: '用户信息加载失败',
  noPermission: '您的账号无权限',
  noPermissionText: '您的账号没有访问此功能的权限，如需使用请联系供应商主账号或管理员。',
  notConnectedTitle: (title: string) => `${title}尚未接入`,
  notConnectedText:
    '该功能由合作系统提供，门户与该系统的对接尚未开通，因此暂时无法在此打开。开通后将直接在此页面中显示。',
  partnerSystem: '合作系统页面',
  backToWorkspace: '返回工作台首页',
} as const;
