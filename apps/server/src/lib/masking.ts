/** 13800138000 → 138****8000 */
export const maskMobile = (mobile: string): string =>
  mobile.length >= 7 ? `${mobile.slice(0, 3)}****${mobile.slice(-4)}` : '****';

/** demo_supplier@example.com → dem***@example.com */
export const maskEmail = (email: string): string => {
  const at = email.lastIndexOf('@');
  if (at <= 0) return '***';
  const local = email.slice(0, at);
  const shown = local.length > 3 ? local.slice(0, 3) : local.slice(0, 1);
  return `${shown}***${email.slice(at)}`;
};
