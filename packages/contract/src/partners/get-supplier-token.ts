import { z } from 'zod';
import { defineEndpoint } from './area.js';
import { partnerMenuCodeField, partnerTargetField, ZPartnerTokenFields } from './partner-token.js';

/** Supplier portal token (spec section 3): appended to getIframe's address as supplier_code, … token. */
export const ZSupplierPortalToken = ZPartnerTokenFields.extend({
  supplierCode: z.string(),
  supplierUid: z.string().describe('供应商账号标识（登录账号）'),
  orgCode: z.string(),
});
export type TSupplierPortalToken = z.infer<typeof ZSupplierPortalToken>;

export const getSupplierToken = defineEndpoint('POST', '/supplier-portal/get-supplier-token', {
  summary:
    '为内嵌合作系统页面（getIframe）签发一次性供应商令牌；url 须在 OBP_INTERFACE 白名单内，且当前账号有通往该系统的菜单',
  access: 'session',
  body: z.object({ url: partnerTargetField(), menuCode: partnerMenuCodeField() }),
  data: ZSupplierPortalToken,
});
