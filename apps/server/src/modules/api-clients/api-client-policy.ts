import { inArray, type SQL } from 'drizzle-orm';
import { apiClients } from '../../db/schema/index.js';
import { ALLOWED, denied, type TPolicyVerdict } from '../../lib/policy-verdict.js';
import type { TUnitScope } from '../notices/index.js';
import { apiClientMessages as messages } from './messages.js';

/**
 * Row-level rule of API clients: an administrator lists, revokes and rotates the clients of their
 * unit and the units below it (others are answered as missing, 404), and issues them only in the name
 * of such a unit (notice-publishing's mayPublishFor).
 */
export const apiClientsInScope = (scope: TUnitScope): SQL =>
  inArray(apiClients.orgCode, [...scope.unitCodes]);

/**
 * Issuing or rotating a credential: a client acts with its issuer's rights, so the issuer must hold
 * 公告管理 itself; publishing without review is 总部's explicit choice, never a province's (403).
 */
export const mayIssueClient = (
  issuer: { holdsNoticePublish: boolean; national: boolean },
  client: { publishDirectly: boolean },
): TPolicyVerdict => {
  if (!issuer.holdsNoticePublish) return denied('forbidden', messages.issuerLacksNoticePublish);
  if (client.publishDirectly && !issuer.national)
    return denied('forbidden', messages.directOnlyFromHeadquarters);
  return ALLOWED;
};
