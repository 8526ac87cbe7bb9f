import { z } from 'zod';
import { PERMISSIONS } from '../access/permissions.js';
import { defineEndpoint } from '../common/endpoint.js';
import { processInstId, ZApprovalRecord } from './work-item.js';

export const queryProcessTrace = defineEndpoint({
  method: 'POST',
  path: '/process/query-process-trace',
  summary: '审批记录与流程图：流程定义（BPMN 2.0 XML，实例启动时的版本）、已完成与当前环节',
  tag: 'process',
  access: { permission: PERMISSIONS.workbench },
  body: z.object({ processInstID: processInstId() }),
  data: z.object({
    processInstID: z.string(),
    processDefName: z.string(),
    processDefVersion: z.number().int(),
    bpmnXml: z.string(),
    doneActivityIDs: z.array(z.string()),
    currentActivityIDs: z.array(z.string()),
    records: z.array(ZApprovalRecord),
  }),
});
