export const subAccountMessages = {
  notMainAccount: '只有供应商主账号可以管理子账号',
  notFound: '子账号不存在或不属于本公司',
  loginNameTaken: (loginName: string) => `登录名“${loginName}”已被使用，请换一个`,
  outsideMenu: (names: string) => `以下菜单超出您可授予的范围：${names}`,
} as const;
