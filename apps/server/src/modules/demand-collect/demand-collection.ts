import {
  createDemandCollection,
  DEMAND_STATUSES,
  PROCESS_MODULES,
  updateDemandCollection,
  type TDemandCollectionFields,
  type TProcessBusinessObject,
} from '@supportal/contract';
import { asc, eq } from 'drizzle-orm';
import type { TDatabase } from '../../db/database.js';
import { accounts, demandCollectionItems, demandCollections, orgs } from '../../db/schema/index.js';
import { AppError } from '../../lib/app-error.js';
import { bindEndpoint } from '../../lib/endpoint/index.js';
import {
  actorOf,
  type TBusinessModule,
  type TTransaction,
  type TWorkflowEngine,
  businessStatusOf,
  createAndStart,
  updateAtEditStep,
  type TWorkflowBusiness,
} from '../workflow/index.js';

export const DEMAND_PROCESS_KEY = 'DEMAND_COLLECT';

const DEMAND_STATUS_NAMES = {
  editing: DEMAND_STATUSES.editing,
  running: DEMAND_STATUSES.inReview,
  completed: DEMAND_STATUSES.approved,
  rejected: DEMAND_STATUSES.rejected,
  cancelled: DEMAND_STATUSES.cancelled,
};

/** Σ quantity × unit price in cents, so that 0.1 + 0.2 stays 0.30. */
export const budgetOf = (items: TDemandCollectionFields['items']): number =>
  items.reduce(
    (cents, item) => cents + Math.round(item.quantity * 100) * Math.round(item.unitPrice * 100),
    0,
  ) / 10_000;

const processName = (fields: TDemandCollectionFields) => `采购需求提报：${fields.demandTitle}`;

const writeItems = async (tx: TTransaction, demandId: number, fields: TDemandCollectionFields) => {
  await tx.delete(demandCollectionItems).where(eq(demandCollectionItems.demandId, demandId));
  await tx.insert(demandCollectionItems).values(
    fields.items.map((item, index) => ({
      demandId,
      sort: index + 1,
      itemName: item.itemName,
      specification: item.specification ?? null,
      unit: item.unit,
      quantity: item.quantity,
      unitPrice: item.unitPrice,
    })),
  );
};

const load = async (db: TDatabase, businessId: number): Promise<TProcessBusinessObject> => {
  const [row] = await db
    .select({ demand: demandCollections, orgName: orgs.name, applicantName: accounts.displayName })
    .from(demandCollections)
    .innerJoin(orgs, eq(orgs.code, demandCollections.orgCode))
    .innerJoin(accounts, eq(accounts.id, demandCollections.applicantAccountId))
    .where(eq(demandCollections.id, businessId));
  if (!row) throw new AppError('notFound', '采购需求不存在');
  const items = await db
    .select()
    .from(demandCollectionItems)
    .where(eq(demandCollectionItems.demandId, businessId))
    .orderBy(asc(demandCollectionItems.sort));
  return {
    module: 'DEMAND_COLLECT',
    demandCollection: {
      id: String(row.demand.id),
      demandTitle: row.demand.title,
      neededBy: row.demand.neededBy,
      items: items.map((item) => ({
        itemName: item.itemName,
        specification: item.specification,
        unit: item.unit,
        quantity: Number(item.quantity),
        unitPrice: Number(item.unitPrice),
      })),
      budget: Number(row.demand.budget),
      remark: row.demand.remark,
      orgName: row.orgName,
      applicantName: row.applicantName,
      status: row.demand.status,
    },
  };
};

export const demandCollectionModule: TBusinessModule = {
  module: PROCESS_MODULES.demandCollect,
  variables: ['budget'],
  syncStatus: async (tx, businessId, processInstStatus, cause) => {
    const status = businessStatusOf(DEMAND_STATUS_NAMES, processInstStatus, cause);
    if (!status) return;
    await tx
      .update(demandCollections)
      .set({ status, updatedAt: new Date() })
      .where(eq(demandCollections.id, businessId));
  },
  // Approved: the status set by syncStatus is the effect (the demand enters the unit's purchase plan).
  complete: async () => null,
  load,
};

export const demandCollectionEndpoints = (engine: TWorkflowEngine) => [
  bindEndpoint(createDemandCollection, async ({ body }, context) => {
    const caller = actorOf(context);
    const { submit = false, ...fields } = body;
    return createAndStart(engine, caller, DEMAND_PROCESS_KEY, submit, async (tx, unit) => {
      const budget = budgetOf(fields.items);
      const [demand] = await tx
        .insert(demandCollections)
        .values({
          title: fields.demandTitle,
          neededBy: fields.neededBy,
          remark: fields.remark ?? null,
          budget,
          orgCode: unit.code,
          applicantAccountId: caller.accountId,
          status: DEMAND_STATUSES.editing,
        })
        .returning({ id: demandCollections.id });
      if (!demand) throw new Error('采购需求未能写入');
      await writeItems(tx, demand.id, fields);
      return { businessId: demand.id, name: processName(fields), variables: { budget } };
    });
  }),

  bindEndpoint(updateDemandCollection, async ({ body }, context) => {
    const { submit = false, workItemID, ...fields } = body;
    return updateAtEditStep(
      engine,
      Number(workItemID),
      actorOf(context),
      PROCESS_MODULES.demandCollect,
      submit,
      async (tx, instance) => {
        const budget = budgetOf(fields.items);
        await tx
          .update(demandCollections)
          .set({
            title: fields.demandTitle,
            neededBy: fields.neededBy,
            remark: fields.remark ?? null,
            budget,
            updatedAt: new Date(),
          })
          .where(eq(demandCollections.id, instance.businessId));
        await writeItems(tx, instance.businessId, fields);
        return { name: processName(fields), variables: { budget } };
      },
    );
  }),
];

/** Demand collection as the workflow runs it. */
export const demandCollectionBusiness = (): TWorkflowBusiness => ({
  module: () => demandCollectionModule,
  endpoints: (engine) => demandCollectionEndpoints(engine),
});
