import { z } from 'zod';
import { defineEndpoint } from './area.js';
import { ZSupplierRecord } from '../supplier-info/supplier-record.js';
import { correctionToken } from './registration.js';

export const getRegistrationCorrection = defineEndpoint('POST', '/supplier-registration/get-correction', {
  summary: '退回修改：凭退回通知中链接的凭据读取被退回的申请与退回意见；申请不在退回状态时 404',
  access: 'public',
  body: z.object({ correctionToken: correctionToken() }),
  data: z.object({
    applicationNo: z.string(),
    reviewComment: z.string().nullable(),
    fields: z.object({
      base: ZSupplierRecord.shape.base,
      categories: z.array(z.string()),
      certificates: z.array(
        z.object({
          certType: z.string(),
          certNumber: z.string(),
          issuer: z.string(),
          validFrom: z.string(),
          validTo: z.string(),
          fileId: z.string(),
          fileName: z.string(),
        }),
      ),
      contact: z.object({
        name: z.string(),
        position: z.string().nullable(),
        mobile: z.string(),
        email: z.string().nullable(),
      }),
    }),
  }),
});
