import { z } from 'zod';
import { PERMISSIONS } from '../access/permissions.js';
import { defineEndpoint } from './area.js';
import { processInstId, ZApprovalRecord } from './work-item.js';

export const queryProcessTrace = defineEndpoint('POST', '/process/query-process-trace', {
  summary: '审批记录与流程图：流程定义（BPMN 2.0 XML，实例启动时的版本）、已完成与当前环节',
  access: { permission: PERMISSIONS.workbench },
  body: z.object({ processInstID: processInstId() }),
  data: z.object({
    processInstID: z.string(),
    processDefName: z.string(),
    processDefVersion: z.number().int(),
    bpmnXml: z.string(),
    doneActivityIDs: z.array(z.string()).describe('已走过的开始、环节、网关（流程结束时含到达的结束事件）'),
    currentActivityIDs: z.array(z.string()),
    doneFlowIDs: z.array(z.string()).describe('已走过的连线（依实例的流转记录）；退回不是连线，不计'),
    records: z.array(ZApprovalRecord),
  }),
});
