export const pageMessages = {
  home: '首页',
} as const;
