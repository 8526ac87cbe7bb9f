import { z } from 'zod';
import { idString, optionalText, plainString } from '../common/fields.js';

/**
 * Process instance statuses (processInstStatus). 1 and 11 mean the instance sits at its first step,
 * with its starter editing it: 1 when saved or withdrawn, 11 when a later step returned it (the
 * definition's first step says which code it shows; the spec's rule: 1 opens in edit mode, and for
 * module DEMAND_COLLECT also 11).
 */
export const PROCESS_INST_STATUS = {
  editing: 1,
  running: 2,
  completed: 7,
  terminated: 8,
  returned: 11,
} as const;

/**
 * One vocabulary of where a process's record stands, the same for every process (notice publication,
 * supplier change, black-list, demand, registration): the work bench, 业务单据 and pages use these words.
 * A record a later step sent back to its starter is 已退回, whichever code its process shows (1 or 11).
 */
export const PROCESS_STATES = {
  editing: '编辑中',
  returned: '已退回',
  inApproval: '审批中',
  completed: '已办结',
  terminated: '已终止',
} as const;
export type TProcessState = keyof typeof PROCESS_STATES;

/** The state of a process from its processInstStatus and whether its open step came by a return. */
export const processStateOf = (processInstStatus: number, returned: boolean): TProcessState => {
  if (returned || processInstStatus === PROCESS_INST_STATUS.returned) return 'returned';
  switch (processInstStatus) {
    case PROCESS_INST_STATUS.editing:
      return 'editing';
    case PROCESS_INST_STATUS.completed:
      return 'completed';
    case PROCESS_INST_STATUS.terminated:
      return 'terminated';
    default:
      return 'inApproval';
  }
};

/** 当前状态: the state's word, and while steps are open, which (已退回：待负面行为录入). */
export const processStateName = (state: TProcessState, openStepNames: readonly string[]): string =>
  openStepNames.length === 0
    ? PROCESS_STATES[state]
    : `${PROCESS_STATES[state]}：待${[...new Set(openStepNames)].join('、')}`;

/** Modules (processes) that ship; DEMAND_COLLECT is the spec's name. */
export const PROCESS_MODULES = {
  blacklist: 'BLACKLIST',
  demandCollect: 'DEMAND_COLLECT',
  supplierInfoChange: 'SUPPLIER_INFO_CHANGE',
  noticePublish: 'NOTICE_PUBLISH',
  supplierRegistration: 'SUPPLIER_REGISTRATION',
} as const;
export type TProcessModule = (typeof PROCESS_MODULES)[keyof typeof PROCESS_MODULES];

/** The shipped processes (processDefName) by the name their BPMN file gives them: the work bench filters by them. */
export const PROCESS_NAMES: Readonly<Record<string, string>> = {
  NOTICE_PUBLISH: '公告发布',
  SUPPLIER_INFO_CHANGE: '供应商信息变更',
  BLACKLIST_PUBLISH: '供应商负面行为黑名单发布',
  DEMAND_COLLECT: '采购需求征集',
  SUPPLIER_REGISTRATION: '供应商注册准入审核',
};

/** bizObject.PROC_DEF_CATEGORY_CODE values that get the extra check of spec section 4. */
export const PROCESS_CATEGORY_CODES = {
  negativeBehaviour: 'NEGATIVE_BEHAVIOR',
  blacklist: 'BLACKLIST',
  supplierAbsorbMerge: 'SUPPLIER_ABSORB_MERGE',
  demandCollect: 'DEMAND_COLLECT',
} as const;
/** The work item whose opening asks blacklist/check-can-or-not-publish-notice first. */
export const PUBLISH_BLACKLIST_WORK_ITEM_NAME = '发布黑名单公告';

/** Whether a task opens in edit mode (spec section 4, task processing). */
export const isEditableProcessStatus = (module: string, processInstStatus: number): boolean =>
  processInstStatus === PROCESS_INST_STATUS.editing ||
  (module === PROCESS_MODULES.demandCollect && processInstStatus === PROCESS_INST_STATUS.returned);

/** newWf value of tasks of the other workflow engine (spec section 3). */
export const OTHER_ENGINE_NEW_WF = 'puyuan';
/** The built-in task page: the default workflow address the task window posts to. */
export const TASK_PAGE_PATH = '/purchase/task/myTask';
/** OBP_INTERFACE entry that may point the task window at another workflow system. */
export const TASK_PAGE_INTERFACE_ENTRY = 'BPS_TASK_URL';

/** Work-item wire ids: numbers sent as strings or numbers, kept as decimal strings. */
export const workItemId = () => idString('workItemID');
export const processInstId = (label = 'processInstID') => idString(label);

/** A work item (spec section 3, Task) as the work bench lists it. */
export const ZWorkItem = z.object({
  workItemID: z.string(),
  workItemName: z.string().describe('环节名称'),
  activityDefID: z.string(),
  activityInstID: z.string(),
  processInstID: z.string(),
  rootProcInstID: z.string(),
  processInstName: z.string().describe('工作名称'),
  processDefID: z.string(),
  processDefName: z.string(),
  processInstStatus: z.number().int(),
  currentStateName: z.string().describe('当前状态'),
  processState: z
    .enum(Object.keys(PROCESS_STATES) as [TProcessState, ...TProcessState[]])
    .describe(
      '流程状态（各流程同一套）：editing 编辑中、returned 已退回、inApproval 审批中、completed 已办结、terminated 已终止',
    ),
  startTime: z.string().describe('任务到达时间，YYYY-MM-DD HH:mm:ss（北京时间）'),
  endTime: z.string().nullable().describe('办理时间（已办）'),
  limitNum: z.number().int().nullable().describe('时间限制（小时），无限制为 null'),
  deadline: z.string().nullable().describe('办理期限，YYYY-MM-DD HH:mm:ss'),
  isTimeOut: z.enum(['Y', 'N']).describe('是否超时'),
  newWf: z.string().describe("'puyuan' 为另一流程引擎的任务；本引擎为空"),
  module: z.string(),
  bizObject: z.object({ PROC_DEF_CATEGORY_CODE: z.string() }),
});
export type TWorkItem = z.infer<typeof ZWorkItem>;

export const WORK_ITEM_DECISIONS = {
  submit: 'submit',
  approve: 'approve',
  reject: 'reject',
  return: 'return',
  transfer: 'transfer',
  withdraw: 'withdraw',
  remind: 'remind',
  overdueRemind: 'overdue-remind',
  cancel: 'cancel',
  start: 'start',
  end: 'end',
} as const;
export type TWorkItemDecision = (typeof WORK_ITEM_DECISIONS)[keyof typeof WORK_ITEM_DECISIONS];

export const WORK_ITEM_DECISION_LABELS: Readonly<Record<TWorkItemDecision, string>> = {
  submit: '提交',
  approve: '同意',
  reject: '驳回',
  return: '退回',
  transfer: '转办',
  withdraw: '撤回',
  remind: '催办',
  'overdue-remind': '超时提醒',
  cancel: '撤销申请',
  start: '发起',
  end: '办结',
};

/** One line of 审批记录: who did what at which step, when, with which opinion. */
export const ZApprovalRecord = z.object({
  activityDefID: z.string().nullable(),
  activityName: z.string().nullable(),
  action: z.enum(Object.values(WORK_ITEM_DECISIONS) as [TWorkItemDecision, ...TWorkItemDecision[]]),
  actionName: z.string(),
  operatorName: z.string().nullable().describe('系统动作（超时提醒、办结）为 null'),
  operatorOrgName: z.string().nullable(),
  comment: z.string(),
  time: z.string(),
});
export type TApprovalRecord = z.infer<typeof ZApprovalRecord>;

/** Opinion text of a decision (审批意见). */
export const optionalComment = () => optionalText(500);
export const requiredComment = (label: string) =>
  z.preprocess(
    (value) => (value === null || value === undefined ? '' : value),
    plainString(`${label}不能为空`)
      .trim()
      .min(1, { error: `${label}不能为空` })
      .max(500, { error: `${label}不能超过500个字符` }),
  );

/** What a decision answers: where the instance stands now. */
export const ZProcessPosition = z.object({
  processInstID: z.string(),
  processInstStatus: z.number().int(),
  currentStateName: z.string(),
});
export type TProcessPosition = z.infer<typeof ZProcessPosition>;
