import {
  approveWorkItem,
  createDemandCollection,
  createNegativeBehaviour,
  type TEndpoint,
} from '@supportal/contract';
import type { FastifyInstance } from 'fastify';
import { callEndpoint, type TBoundEndpoint, type TCallContext } from '../lib/endpoint/index.js';
import { queryWorkItems } from '../modules/workflow/index.js';
import { formatChinaTime } from '../lib/china-time.js';
import type { TDatabase } from '../db/database.js';
import { findAccountByLoginName } from '../modules/users/index.js';

const dayText = (now: Date, days: number) =>
  (formatChinaTime(new Date(now.getTime() + days * 86_400_000)) ?? '').slice(0, 10);

/**
 * Approvals in progress for the demo, made through the same calls staff use: two negative behaviours
 * waiting for 省分 and 总部, a saved demand in 地市's 我的待办 (status 1) and a large one waiting for 总部.
 */
export const seedDemoWorkflow = async (app: FastifyInstance, db: TDatabase, now = new Date()) => {
  const bound = new Map(app.workflow.endpoints.map((endpoint) => [endpoint.endpoint.path, endpoint]));
  const contextOf = async (loginName: string): Promise<TCallContext> => {
    const account = await findAccountByLoginName(db, loginName);
    if (!account) throw new Error(`demo account ${loginName} missing`);
    // Acting as the account in process, as a server-rendered page does for its viewer.
    const session = {
      sessionId: 'demo-seed',
      accountId: account.id,
      userName: account.loginName,
      createdAt: now.getTime(),
      expiresAt: now.getTime(),
      tokenHash: '',
      refreshHash: '',
    };
    const caller = await app.resolveCaller(session);
    return { ip: '127.0.0.1', session, loggedIn: true, caller };
  };
  const call = <E extends TEndpoint>(endpoint: E, body: object, context: TCallContext) => {
    const handler = bound.get(endpoint.path) as TBoundEndpoint<E> | undefined;
    if (!handler) throw new Error(`${endpoint.path} is not a workflow call`);
    return callEndpoint(handler, { body }, context);
  };
  const city = await contextOf('staff_city');
  const province = await contextOf('staff_prov');
  const approveOpen = async (context: TCallContext, processInstID: string) => {
    if (!context.caller) return;
    const todo = await queryWorkItems(db, context.caller, {
      queryType: '0',
      beginIndex: 0,
      length: 50,
      includeHistory: true,
    });
    const item = todo.records.find((record) => record.processInstID === processInstID);
    if (item)
      await call(approveWorkItem, { workItemID: item.workItemID, comment: '情况属实，同意上报。' }, context);
  };

  const behaviour = (
    supplierCode: string,
    matterDescription: string,
    reasonName: string,
    severity: string,
  ) => ({
    supplierCode,
    matterDescription,
    reasonName,
    severity,
    restrictedAreaName: '全国范围',
    effectTime: dayText(now, 7),
    invalidTime: dayText(now, 372),
    submit: true,
  });
  await call(
    createNegativeBehaviour,
    behaviour('SUP200001', '在蓄电池集中采购项目中提供虚假检测报告，经核查属实。', '提供虚假材料', '2'),
    city,
  );
  const second = await call(
    createNegativeBehaviour,
    behaviour('SUP200002', '中标后拒不按照招标文件约定签订合同。', '拒不签订合同', '2'),
    city,
  );
  await approveOpen(province, second.processInstID);

  const items = [
    { itemName: '磷酸铁锂蓄电池', specification: '48V/100Ah', unit: '组', quantity: 40, unitPrice: 6800 },
    { itemName: '开关电源', specification: '-48V/300A', unit: '套', quantity: 10, unitPrice: 15500 },
  ];
  await call(
    createDemandCollection,
    { demandTitle: '基站电源改造物资需求', neededBy: dayText(now, 60), items, submit: false },
    city,
  );
  const large = await call(
    createDemandCollection,
    {
      demandTitle: '铁塔视频监控扩容需求',
      neededBy: dayText(now, 90),
      items: [
        {
          itemName: '高清球形摄像机',
          specification: '400万像素',
          unit: '台',
          quantity: 600,
          unitPrice: 2100,
        },
      ],
      submit: true,
    },
    city,
  );
  await approveOpen(province, large.processInstID);
};
