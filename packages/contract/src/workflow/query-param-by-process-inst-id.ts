import { z } from 'zod';
import { PERMISSIONS } from '../access/permissions.js';
import { ZNegativeBehaviour } from '../blacklist/negative-behaviour.js';
import { defineEndpoint } from './area.js';
import { optionalText } from '../common/fields.js';
import { ZDemandCollection } from '../demand-collect/demand-collection.js';
import { ZSupplierChangeRequest } from '../supplier-info/supplier-record.js';
import { ZNoticeDraft } from '../notice-publishing/notice-draft.js';
import { ZSupplierRegistration } from '../supplier-registration/registration.js';
import { processInstId } from './work-item.js';

export const ZProcessBusinessObject = z.discriminatedUnion('module', [
  z.object({ module: z.literal('BLACKLIST'), negativeBehaviour: ZNegativeBehaviour }),
  z.object({ module: z.literal('DEMAND_COLLECT'), demandCollection: ZDemandCollection }),
  z.object({ module: z.literal('SUPPLIER_INFO_CHANGE'), supplierChange: ZSupplierChangeRequest }),
  z.object({ module: z.literal('NOTICE_PUBLISH'), noticeDraft: ZNoticeDraft }),
  z.object({ module: z.literal('SUPPLIER_REGISTRATION'), supplierRegistration: ZSupplierRegistration }),
]);
export type TProcessBusinessObject = z.infer<typeof ZProcessBusinessObject>;

export const queryParamByProcessInstId = defineEndpoint(
  'POST',
  '/supplier-process/query-param-by-process-inst-id',
  {
    summary: '流程实例的业务参数：业务单据、状态与是否可编辑；仅流程参与人可查看，未知实例 404',
    access: { permission: PERMISSIONS.workbench },
    body: z.object({
      processInstId: processInstId('processInstId'),
      processDefName: optionalText(100).describe('若给出须与实例的流程一致'),
      finishFlag: z
        .preprocess(
          (value) => (value === '' || value === null ? undefined : String(value)),
          z.enum(['0', '1']).optional(),
        )
        .describe("'1'：已办查看（只读）"),
      activityDefID: optionalText(64).describe('若给出须为该流程的环节'),
    }),
    data: z.object({
      processInstID: z.string(),
      processDefName: z.string(),
      processInstName: z.string(),
      processInstStatus: z.number().int(),
      module: z.string(),
      categoryCode: z.string(),
      editable: z
        .boolean()
        .describe('编辑模式（状态 1；需求征集 1 或 11），且调用者是发起人、未以只读方式打开'),
      bizObject: ZProcessBusinessObject,
    }),
  },
);
