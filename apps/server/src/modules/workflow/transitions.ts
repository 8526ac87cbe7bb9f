import { PROCESS_INST_STATUS } from '@supportal/contract';
import { evaluateCondition, type TVariables } from './condition-language.js';
import { STARTER_ROLE, type TProcessDefinition, type TUserTaskStep } from './process-definition.js';

/**
 * The engine's transitions as pure functions: definition + where an instance stands + a decision →
 * the work items to create and the status that follows. The engine writes what they return in one
 * transaction; nothing here touches the database.
 */

export class TransitionError extends Error {}

/** What transitions read of an instance. */
export type TInstanceFacts = {
  starterAccountId: number;
  variables: TVariables;
  /** Unit of the business object and its ancestors, by org level ('1' 总部, '2' 省分, '3' 地市). */
  orgChain: Readonly<Partial<Record<'1' | '2' | '3', string>>>;
  businessOrgCode: string;
};

export type TNewWorkItem = {
  activityDefId: string;
  name: string;
  role: string;
  orgCode: string;
  assigneeAccountId: number | null;
  limitHours: number | null;
};

export type TTransition = {
  newItems: TNewWorkItem[];
  status: number;
  /** The process reached an end event: its business effect runs in the same transaction. */
  completed: boolean;
};

const LEVEL_NAMES = { '1': '总部', '2': '省分', '3': '地市' } as const;

export const userTaskOf = (definition: TProcessDefinition, activityDefId: string): TUserTaskStep => {
  const node = definition.nodes.get(activityDefId);
  if (node?.kind !== 'userTask')
    throw new TransitionError(`流程 ${definition.key} 没有环节 ${activityDefId}`);
  return node;
};

export const isStarterStep = (step: TUserTaskStep) => step.role === STARTER_ROLE;

/** A work item at a step: the starter's steps go to the starter, others to the role at the unit of the step's level. */
export const workItemAt = (
  step: TUserTaskStep,
  facts: TInstanceFacts,
  assigneeAccountId: number | null = null,
): TNewWorkItem => {
  if (isStarterStep(step))
    return {
      activityDefId: step.id,
      name: step.name,
      role: STARTER_ROLE,
      orgCode: facts.businessOrgCode,
      assigneeAccountId: assigneeAccountId ?? facts.starterAccountId,
      limitHours: step.limitHours,
    };
  const level = step.orgLevel ?? '1';
  const orgCode = facts.orgChain[level];
  if (!orgCode)
    throw new TransitionError(
      `“${step.name}”环节由${LEVEL_NAMES[level]}办理，但业务所属单位没有对应的${LEVEL_NAMES[level]}单位`,
    );
  return {
    activityDefId: step.id,
    name: step.name,
    role: step.role,
    orgCode,
    assigneeAccountId,
    limitHours: step.limitHours,
  };
};

/** Status while the token waits at a step. */
const statusAt = (step: TUserTaskStep, returned: boolean): number =>
  isStarterStep(step)
    ? ((returned ? step.returnedStatus : null) ?? step.editStatus ?? PROCESS_INST_STATUS.editing)
    : PROCESS_INST_STATUS.running;

/** Follows the flow out of a completed step through gateways to the next step or an end. */
export const advanceFrom = (
  definition: TProcessDefinition,
  stepId: string,
  facts: TInstanceFacts,
): TTransition => {
  const step = userTaskOf(definition, stepId);
  let flow = step.outgoing[0];
  for (let hops = 0; flow && hops <= definition.nodes.size; hops += 1) {
    const target = definition.nodes.get(flow.targetId);
    if (!target) break;
    if (target.kind === 'endEvent')
      return { newItems: [], status: PROCESS_INST_STATUS.completed, completed: true };
    if (target.kind === 'userTask')
      return { newItems: [workItemAt(target, facts)], status: statusAt(target, false), completed: false };
    const chosen: typeof flow | undefined = target.outgoing.find(
      (candidate) => candidate.condition !== null && evaluateCondition(candidate.condition, facts.variables),
    );
    flow = chosen ?? target.outgoing.find((candidate) => candidate.id === target.defaultFlowId);
    if (!flow) throw new TransitionError(`排他网关“${target.name || target.id}”没有满足条件的出线`);
  }
  throw new TransitionError(`流程 ${definition.key} 从环节 ${stepId} 无法继续`);
};

/** The first step of a new instance: the starter's. */
export const startAt = (definition: TProcessDefinition, facts: TInstanceFacts): TTransition => {
  const first = userTaskOf(definition, definition.firstStepId);
  return { newItems: [workItemAt(first, facts)], status: statusAt(first, false), completed: false };
};

/**
 * A return to an earlier step named in the current step's sp:returnTo: back to whoever did that step
 * last (the starter for the starter's step), or to every candidate when nobody has yet.
 */
export const returnTo = (
  definition: TProcessDefinition,
  fromStepId: string,
  targetStepId: string,
  facts: TInstanceFacts,
  lastActorOfTarget: number | null,
): TTransition => {
  const from = userTaskOf(definition, fromStepId);
  if (!from.returnTo.includes(targetStepId))
    throw new TransitionError(`“${from.name}”环节不能退回到 ${targetStepId}`);
  const target = userTaskOf(definition, targetStepId);
  return {
    newItems: [workItemAt(target, facts, lastActorOfTarget)],
    status: statusAt(target, true),
    completed: false,
  };
};

/** A withdraw: the submitter's step opens again for the submitter. */
export const withdrawTo = (
  definition: TProcessDefinition,
  stepId: string,
  facts: TInstanceFacts,
  submitterAccountId: number,
): TTransition => {
  const step = userTaskOf(definition, stepId);
  return {
    newItems: [workItemAt(step, facts, submitterAccountId)],
    status: statusAt(step, false),
    completed: false,
  };
};
