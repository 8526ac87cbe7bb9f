// The front door of modules/workflow: what other parts of the server may use. Its other files are its own.
export {
  approverOf,
  businessInstanceOf,
  businessStatusOf,
  createAndStart,
  latestOpinionOf,
  startedBusinessObject,
  updateAtEditStep,
} from './business-support.js';
export { STARTER_ROLE } from './process-definition.js';
export { isParticipant, queryWorkItems } from './work-item-queries.js';
export { actorOf } from './workflow-endpoints.js';
export { actionableBy, canActOn } from './work-item-policy.js';
export {
  type TActor,
  type TBusinessModule,
  type TTransaction,
  type TWorkflowEngine,
} from './workflow-engine.js';
export { workflowModule, type TWorkflowBusiness } from './workflow.js';
