import {
  BLACKLIST_SEVERITIES,
  checkCanOrNotPublishNotice,
  createNegativeBehaviour,
  NATIONWIDE_REGION_NAME,
  NEGATIVE_BEHAVIOUR_STATUSES,
  NOTICE_STATE,
  PROCESS_MODULES,
  RESTRICTED_AREAS,
  updateNegativeBehaviour,
  VISITOR_VIEW,
  type TNegativeBehaviourFields,
  type TProcessBusinessObject,
} from '@supportal/contract';
import { and, eq, ne, sql } from 'drizzle-orm';
import type { TDatabase } from '../../db/database.js';
import { accounts, admAreas, negativeBehaviours, notices, orgs } from '../../db/schema/index.js';
import { AppError, BusinessReminder } from '../../lib/app-error.js';
import { formatChinaTime, parseChinaTime } from '../../lib/china-time.js';
import { bindEndpoint } from '../../lib/endpoint/index.js';
import type { TAfterCommit, TBoundNoticeWriter, TNoticeWriter } from '../notices/index.js';
import { findSupplier } from '../suppliers/index.js';
import {
  actorOf,
  canActOn,
  type TBusinessModule,
  type TTransaction,
  type TWorkflowEngine,
  businessStatusOf,
  createAndStart,
  updateAtEditStep,
  type TWorkflowBusiness,
} from '../workflow/index.js';
import { escapeHtml } from '../../lib/html-escape.js';
import { currentBlacklistEndpoints } from './current-blacklist-endpoints.js';

export const BLACKLIST_PROCESS_KEY = 'BLACKLIST_PUBLISH';
/** The step whose approval publishes the notice (its work item is named 发布黑名单公告). */
const PUBLISH_STEP_ID = 'publish';

const BEHAVIOUR_STATUS_NAMES = {
  editing: NEGATIVE_BEHAVIOUR_STATUSES.editing,
  running: NEGATIVE_BEHAVIOUR_STATUSES.inApproval,
  completed: NEGATIVE_BEHAVIOUR_STATUSES.published,
  rejected: NEGATIVE_BEHAVIOUR_STATUSES.rejected,
  cancelled: NEGATIVE_BEHAVIOUR_STATUSES.cancelled,
};

const severityName = (code: string) => BLACKLIST_SEVERITIES.find((item) => item.code === code)?.label ?? code;

/** The region a restriction names: none nationwide, else a province (本省) or a city (本地市). */
const regionOf = async (db: TDatabase | TTransaction, fields: TNegativeBehaviourFields) => {
  const area = RESTRICTED_AREAS.find((item) => item.name === fields.restrictedAreaName);
  if (!area?.regionLevel || !fields.regionCode)
    return { regionCode: null, regionName: NATIONWIDE_REGION_NAME };
  const [region] = await db.select().from(admAreas).where(eq(admAreas.code, fields.regionCode));
  if (!region || region.level !== area.regionLevel)
    throw new AppError('badRequest', `限制区域应为${area.regionLevel === 1 ? '省份' : '地市'}`, [
      { path: 'regionCode', message: '限制区域与黑名单类型不符' },
    ]);
  return { regionCode: region.code, regionName: region.name };
};

const recordValues = async (tx: TTransaction, fields: TNegativeBehaviourFields) => {
  const supplier = await findSupplier(tx, fields.supplierCode);
  if (!supplier)
    throw new AppError('badRequest', '供应商不存在', [
      { path: 'supplierCode', message: '请选择已登记的供应商' },
    ]);
  return {
    supplierCode: supplier.code,
    supplierName: supplier.name,
    matterDescription: fields.matterDescription,
    reasonName: fields.reasonName,
    severity: fields.severity,
    restrictedAreaName: fields.restrictedAreaName,
    ...(await regionOf(tx, fields)),
    effectDate: fields.effectTime,
    invalidDate: fields.invalidTime ?? null,
  };
};

/**
 * 工作名称 of a black-listing: the supplier alone would name two records of one supplier alike, so the
 * reason and the first day say which one it is.
 */
const processName = (values: { supplierName: string; reasonName: string; effectDate: string }) =>
  `负面行为黑名单发布：${values.supplierName}（${values.reasonName}，${values.effectDate}起）`;

/** A published black-listing of the same supplier whose period overlaps this one's, if any. */
const overlappingPublication = async (db: TDatabase | TTransaction, recordId: number) => {
  const [record] = await db.select().from(negativeBehaviours).where(eq(negativeBehaviours.id, recordId));
  if (!record) throw new AppError('notFound', '负面行为记录不存在');
  const [overlap] = await db
    .select({
      effectDate: negativeBehaviours.effectDate,
      invalidDate: negativeBehaviours.invalidDate,
      noticeTitle: notices.title,
    })
    .from(negativeBehaviours)
    .leftJoin(notices, eq(notices.id, negativeBehaviours.noticeId))
    .where(
      and(
        eq(negativeBehaviours.supplierCode, record.supplierCode),
        eq(negativeBehaviours.status, NEGATIVE_BEHAVIOUR_STATUSES.published),
        ne(negativeBehaviours.id, record.id),
        sql`${negativeBehaviours.effectDate} <= coalesce(${record.invalidDate}::date, 'infinity'::date)`,
        sql`${record.effectDate}::date <= coalesce(${negativeBehaviours.invalidDate}, 'infinity'::date)`,
      ),
    )
    .limit(1);
  return overlap ? { record, overlap } : null;
};

const publishCheck = async (db: TDatabase | TTransaction, recordId: number) => {
  const found = await overlappingPublication(db, recordId);
  if (!found) return;
  const { record, overlap } = found;
  const period = `${overlap.effectDate} 至 ${overlap.invalidDate ?? '永久'}`;
  throw new BusinessReminder(
    `${record.supplierName}在 ${period} 期间已被列入黑名单${overlap.noticeTitle ? `（${overlap.noticeTitle}）` : ''}，与本次 ${record.effectDate} 至 ${record.invalidDate ?? '永久'} 重叠，不能重复发布。`,
  );
};

const noticeTitleOf = (supplierName: string, severity: string) =>
  severity === '1'
    ? `关于对${supplierName}不良行为处理结果的公告`
    : `关于将${supplierName}列入供应商黑名单的公告`;

/** The type-3 notice of an approved record, written in the deciding transaction. */
const publishNotice = async (
  tx: TTransaction,
  writer: TBoundNoticeWriter,
  recordId: number,
): Promise<void> => {
  const [record] = await tx.select().from(negativeBehaviours).where(eq(negativeBehaviours.id, recordId));
  if (!record) throw new Error(`负面行为记录 ${recordId} 不存在`);
  const [unit] = await tx
    .select({ org: orgs, provinceName: admAreas.name })
    .from(orgs)
    .leftJoin(admAreas, eq(admAreas.code, orgs.provAdmCode))
    .where(eq(orgs.code, record.orgCode));
  if (!unit) throw new Error(`单位 ${record.orgCode} 不存在`);
  const title = `${unit.org.level === 1 ? '' : unit.org.name}${noticeTitleOf(record.supplierName, record.severity)}`;
  const period = `${record.effectDate} 至 ${record.invalidDate ?? '永久'}`;
  const now = new Date();
  const effectAt = parseChinaTime(record.effectDate);
  const invalidAt = record.invalidDate ? parseChinaTime(`${record.invalidDate} 23:59:59`) : null;
  const noticeId = await writer.create({
    notice: {
      title,
      contentHtml:
        `<p>各供应商：</p><p>经调查核实，${escapeHtml(record.supplierName)}在参与${escapeHtml(unit.org.name)}采购活动中存在不良行为：${escapeHtml(record.matterDescription)}</p>` +
        `<p>依据《供应商不良行为管理办法》，决定对其作出“${escapeHtml(severityName(record.severity))}”处理，限制范围：${escapeHtml(record.restrictedAreaName)}（${escapeHtml(record.regionName)}），限制期限：${escapeHtml(period)}。</p>`,
      state: NOTICE_STATE.active,
      purchaseNoticeType: '3',
      resultsNoticeType: record.severity,
      unitLevel: String(unit.org.level),
      orgCode: unit.org.code,
      orgName: unit.org.name,
      provAdmCode: unit.org.provAdmCode,
      provAdmName: unit.provinceName,
      visitorView: VISITOR_VIEW.loggedInOnly,
      blackCode: `HMD-${(formatChinaTime(now) ?? '').slice(0, 4)}-${String(record.id).padStart(6, '0')}`,
      publishedAt: now,
      effectAt,
      expireAt: invalidAt,
    },
    blacklistEntries: [
      {
        supplierName: record.supplierName,
        matterDescription: record.matterDescription,
        reasonName: record.reasonName,
        restrictedAreaName: record.restrictedAreaName,
        regionName: record.regionName,
        effectAt,
        invalidAt,
        sort: 1,
      },
    ],
  });
  await tx
    .update(negativeBehaviours)
    .set({ status: NEGATIVE_BEHAVIOUR_STATUSES.published, noticeId, updatedAt: now })
    .where(eq(negativeBehaviours.id, record.id));
};

const load = async (db: TDatabase, businessId: number): Promise<TProcessBusinessObject> => {
  const [row] = await db
    .select({ record: negativeBehaviours, orgName: orgs.name, recorderName: accounts.displayName })
    .from(negativeBehaviours)
    .innerJoin(orgs, eq(orgs.code, negativeBehaviours.orgCode))
    .innerJoin(accounts, eq(accounts.id, negativeBehaviours.recorderAccountId))
    .where(eq(negativeBehaviours.id, businessId));
  if (!row) throw new AppError('notFound', '负面行为记录不存在');
  const { record } = row;
  return {
    module: 'BLACKLIST',
    negativeBehaviour: {
      id: String(record.id),
      supplierCode: record.supplierCode,
      supplierName: record.supplierName,
      matterDescription: record.matterDescription,
      reasonName: record.reasonName,
      severity: record.severity,
      severityName: severityName(record.severity),
      restrictedAreaName: record.restrictedAreaName,
      regionCode: record.regionCode,
      regionName: record.regionName,
      effectTime: record.effectDate,
      invalidTime: record.invalidDate,
      orgName: row.orgName,
      recorderName: row.recorderName,
      status: record.status,
      noticeId: record.noticeId === null ? null : String(record.noticeId),
    },
  };
};

/** The black-list publication process's business side and its calls. */
export const negativeBehaviourModule = (noticeWriter: TNoticeWriter): TBusinessModule => ({
  module: PROCESS_MODULES.blacklist,
  variables: ['starterOrgLevel'],
  syncStatus: async (tx, businessId, processInstStatus, cause) => {
    const next = businessStatusOf(BEHAVIOUR_STATUS_NAMES, processInstStatus, cause);
    // Published is set with the notice it points to (complete).
    if (!next || next === NEGATIVE_BEHAVIOUR_STATUSES.published) return;
    await tx
      .update(negativeBehaviours)
      .set({ status: next, updatedAt: new Date() })
      .where(eq(negativeBehaviours.id, businessId));
  },
  checkBeforeApprove: async (tx, instance, activityDefId) => {
    if (activityDefId === PUBLISH_STEP_ID) await publishCheck(tx, instance.businessId);
  },
  complete: async (tx, instance) => {
    const later: TAfterCommit[] = [];
    await publishNotice(tx, noticeWriter.within(tx, later), instance.businessId);
    return async () => {
      for (const task of later) await task();
    };
  },
  load,
});

export const negativeBehaviourEndpoints = (db: TDatabase, engine: TWorkflowEngine) => [
  bindEndpoint(createNegativeBehaviour, async ({ body }, context) => {
    const caller = actorOf(context);
    const { submit = false, ...fields } = body;
    return createAndStart(engine, caller, BLACKLIST_PROCESS_KEY, submit, async (tx, unit) => {
      const values = await recordValues(tx, fields);
      const [record] = await tx
        .insert(negativeBehaviours)
        .values({
          ...values,
          orgCode: unit.code,
          recorderAccountId: caller.accountId,
          status: NEGATIVE_BEHAVIOUR_STATUSES.editing,
        })
        .returning({ id: negativeBehaviours.id });
      if (!record) throw new Error('负面行为记录未能写入');
      return {
        businessId: record.id,
        name: processName(values),
        variables: { starterOrgLevel: String(unit.level) },
      };
    });
  }),

  bindEndpoint(updateNegativeBehaviour, async ({ body }, context) => {
    const caller = actorOf(context);
    const { submit = false, workItemID, ...fields } = body;
    return updateAtEditStep(
      engine,
      Number(workItemID),
      caller,
      PROCESS_MODULES.blacklist,
      submit,
      async (tx, instance) => {
        const values = await recordValues(tx, fields);
        await tx
          .update(negativeBehaviours)
          .set({ ...values, updatedAt: new Date() })
          .where(eq(negativeBehaviours.id, instance.businessId));
        return { name: processName(values) };
      },
    );
  }),

  bindEndpoint(checkCanOrNotPublishNotice, async ({ query }, context) => {
    const caller = actorOf(context);
    const instanceId = Number(query.processInstID);
    const instance = await engine.findInstance(db, instanceId);
    if (instance.definitionModule !== PROCESS_MODULES.blacklist)
      throw new AppError('badRequest', '该流程不是黑名单发布流程');
    const open = await engine.openItemsOf(db, instanceId);
    if (!open.some((item) => item.activityDefId === PUBLISH_STEP_ID))
      throw new AppError('conflict', '该流程当前不在“发布黑名单公告”环节');
    if (!open.some((item) => item.activityDefId === PUBLISH_STEP_ID && canActOn(item, caller)))
      throw new AppError('forbidden', '您不是“发布黑名单公告”环节的办理人');
    await publishCheck(db, instance.businessId);
    return { canPublish: true as const };
  }),
];

/** Black-listing as the workflow runs it: records, their review and the black-list notices. */
export const negativeBehaviourBusiness = ({
  db,
  noticeWriter,
}: {
  db: TDatabase;
  noticeWriter: TNoticeWriter;
}): TWorkflowBusiness => ({
  module: () => negativeBehaviourModule(noticeWriter),
  endpoints: (engine) => [...negativeBehaviourEndpoints(db, engine), ...currentBlacklistEndpoints(db)],
});
