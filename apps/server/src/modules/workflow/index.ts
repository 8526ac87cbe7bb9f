// The front door of modules/workflow: what other parts of the server may use. Its other files are its own.
export {
  applyApprovedDraft,
  insertNoticeDraft,
  noticeFileIds,
  reviseScheduledDraft,
  saveDraftAtEditStep,
  startNoticeApproval,
  type TNoticeDraftInput,
} from './business/notice-publication.js';
export { changeCodeKey, changeRequestView, supplierCodeOf } from './business/supplier-info-change.js';
export { isParticipant, queryWorkItems } from './work-item-queries.js';
export { actorOf } from './workflow-endpoints.js';
export type { TTransaction, TWorkflowEngine } from './workflow-engine.js';
export { registerWorkflow } from './workflow.js';
