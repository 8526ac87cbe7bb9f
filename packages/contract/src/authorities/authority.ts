import { z } from 'zod';
import { isPermission, ROLES } from '../access/permissions.js';
import { optionalInt, plainString, requiredText } from '../common/fields.js';
import {
  menuItemPartnerTarget,
  PARTNER_PAGE_PATHS,
  PARTNER_TARGET_MAX_LENGTH,
} from '../partners/partner-targets.js';

/**
 * Menu authorities administration (菜单权限, spec section 6: authorityName, authorityCode, parent, url,
 * sort) and which roles hold them. Codes in PERMISSIONS are the keys server endpoints check: they
 * cannot be deleted or renamed, only renamed in the menu, moved and re-sorted.
 */

/** An authority code: a letter, then letters, digits or `_`, 2 to 64 characters (like SUP_ORDER_MANAGE). */
export const AUTHORITY_CODE_PATTERN = /^[A-Za-z][A-Za-z0-9_]{1,63}$/;
export const AUTHORITY_NAME_MAX_LENGTH = 30;
export const AUTHORITY_SORT_MAX = 100_000;
/** Where every menu address must lead: a page of the workspace. */
export const WORKSPACE_PATH_PREFIX = '/purHome';

/** One node of the tree as the console edits it; `protected` codes are permission keys of the server. */
export const ZAdminAuthority = z.object({
  authorityCode: z.string(),
  authorityName: z.string(),
  parentAuthorityCode: z.string().nullable(),
  url: z.string(),
  sort: z.number().int(),
  protected: z.boolean().describe('服务端权限代码：不可删除、不可改代码'),
});
export type TAdminAuthority = z.infer<typeof ZAdminAuthority>;

/**
 * The role grants of this console may be changed only by administrators of 总部 (org level '01');
 * others holding ADMIN_AUTHORITIES see the tree and grants read-only (README, Administration).
 */
export const AUTHORITY_EDITOR_ORG_LEVEL = '01';

/** Roles whose grants the console edits: the shipped roles (accounts name them; see README why fixed). */
export const EDITABLE_ROLES: readonly string[] = Object.values(ROLES);

const PORTAL_BASE = 'http://portal.invalid';

/**
 * Why a menu address cannot be used, or null: empty (a group), or a path of the workspace. Partner
 * pages (getIframe/postIframe) must also name an allow-listed target, which the server checks.
 */
export const authorityUrlProblem = (url: string): string | null => {
  if (url === '') return null;
  if (!url.startsWith(WORKSPACE_PATH_PREFIX) || url.includes('\\'))
    return `地址应为工作台内的路径（以 ${WORKSPACE_PATH_PREFIX} 开头）`;
  const { URL } = globalThis as unknown as {
    URL: new (input: string, base: string) => { origin: string; pathname: string };
  };
  let parsed: { origin: string; pathname: string };
  try {
    parsed = new URL(url, PORTAL_BASE);
  } catch {
    return '地址格式不正确';
  }
  const inWorkspace =
    parsed.pathname === WORKSPACE_PATH_PREFIX || parsed.pathname.startsWith(`${WORKSPACE_PATH_PREFIX}/`);
  if (parsed.origin !== PORTAL_BASE || !inWorkspace || /\s/.test(url))
    return `地址应为工作台内的路径（以 ${WORKSPACE_PATH_PREFIX} 开头）`;
  const partnerPage = (Object.values(PARTNER_PAGE_PATHS) as string[]).includes(parsed.pathname);
  if (partnerPage && !menuItemPartnerTarget(url))
    return '合作系统页面的地址须带 url 参数（白名单中的键或地址）';
  return null;
};

/** Whether an authority code is a permission key of the server (protected from deletion and code change). */
export const isProtectedAuthority = (code: string) => isPermission(code);

export const authorityCodeField = (label: string) =>
  plainString(`${label}不能为空`)
    .trim()
    .regex(AUTHORITY_CODE_PATTERN, { error: `${label}应以字母开头，由字母、数字、下划线组成，2–64 个字符` });

/** What create and update share: name, parent (empty: top level), address, order. */
export const ZAuthorityFields = z.object({
  authorityName: requiredText('菜单名称', AUTHORITY_NAME_MAX_LENGTH),
  parentAuthorityCode: z.preprocess(
    (value) => (value === '' || value === undefined ? null : value),
    authorityCodeField('上级菜单').nullable(),
  ),
  url: z.preprocess(
    (value) => (value === null || value === undefined ? '' : value),
    plainString('地址应为文本')
      .trim()
      .max(PARTNER_TARGET_MAX_LENGTH, { error: `地址不能超过${PARTNER_TARGET_MAX_LENGTH}个字符` })
      .superRefine((url, context) => {
        const problem = authorityUrlProblem(url);
        if (problem) context.addIssue({ code: 'custom', message: problem });
      }),
  ),
  sort: optionalInt('排序', 0, AUTHORITY_SORT_MAX).transform((value) => value ?? 0),
});

export const ZCreateAuthorityRequest = ZAuthorityFields.extend({
  authorityCode: authorityCodeField('菜单代码'),
});
export type TCreateAuthorityRequest = z.input<typeof ZCreateAuthorityRequest>;

/** `authorityCode` names the item; `newAuthorityCode` renames it (not for protected codes). */
export const ZUpdateAuthorityRequest = ZAuthorityFields.extend({
  authorityCode: authorityCodeField('菜单代码'),
  newAuthorityCode: z.preprocess(
    (value) => (value === '' || value === null ? undefined : value),
    authorityCodeField('新菜单代码').optional(),
  ),
});
export type TUpdateAuthorityRequest = z.input<typeof ZUpdateAuthorityRequest>;

/** A role, its Chinese name and the authorities it grants. */
export const ZRoleGrants = z.object({
  role: z.string(),
  roleName: z.string(),
  authorityCodes: z.array(z.string()),
});
export type TRoleGrants = z.infer<typeof ZRoleGrants>;

export const ZRoleName = z.preprocess(
  (value) => (typeof value === 'string' ? value.trim() : value),
  z.enum(EDITABLE_ROLES as [string, ...string[]], { error: 'role 不是已知的角色' }),
);
