export const pageMessages = {
  home: '首页',
  workspaceHome: '工作台首页',
  backToWorkspace: '返回工作台首页',
} as const;
