/** Texts of the page refusing an account without the permission. */
export const accessMessages = {
  noPermission: '您的账号无权限',
  noPermissionText: '您的账号没有访问此功能的权限，如需使用请联系供应商主账号或管理员。',
} as const;
