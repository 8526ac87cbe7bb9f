import { z } from 'zod';
import { defineEndpoint } from './area.js';
import { optionalText } from '../common/fields.js';

export const ZFindAdmInfoRequest = z.object({
  parentCode: optionalText(12).describe('省份编码：给出时返回该省的地市，省略时返回全部省份'),
});

export const ZAdmArea = z.object({
  admCode: z.string(),
  admName: z.string(),
  level: z.enum(['1', '2']).describe("'1' 省份, '2' 地市"),
  parentCode: z.string().nullable(),
});
export type TAdmArea = z.infer<typeof ZAdmArea>;

export const findAdmInfoForProvinceOrCity = defineEndpoint(
  'POST',
  '/area/find-adm-info-for-province-or-city',
  {
    summary: '省份列表，或某省的地市列表',
    access: 'public',
    body: ZFindAdmInfoRequest,
    data: z.array(ZAdmArea),
  },
);
