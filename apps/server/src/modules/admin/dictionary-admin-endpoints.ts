import { asc, eq } from 'drizzle-orm';
import { queryDictionaryEntries, saveDictionaryEntry, type TAdminDictionaryEntry } from '@supportal/contract';
import type { TDatabase } from '../../db/database.js';
import { dictionaryEntries } from '../../db/schema/index.js';
import { AppError } from '../../lib/app-error.js';
import { isUniqueViolation } from '../../lib/database-errors.js';
import { bindEndpoint } from '../../lib/endpoint/index.js';
import { enforce } from '../../lib/policy-verdict.js';
import type { TAuditLog } from '../../plugins/audit-log.js';
import { loadAdminScope } from './account-scope.js';
import { recordAdminAction } from './admin-audit.js';
import { mayEditDictionary } from './national-settings-policy.js';
import { adminMessages as messages } from './messages.js';

type TEntryRow = typeof dictionaryEntries.$inferSelect;

const toEntry = (row: TEntryRow): TAdminDictionaryEntry => ({
  id: String(row.id),
  dictType: row.dictType,
  value: row.value,
  label: row.label,
  sort: row.sort,
  enabled: row.enabled,
});

export type TDictionaryAdminDeps = {
  db: TDatabase;
  audit: TAuditLog;
  /** Every instance forgets what it rendered or cached from dictionaries (pages, login card, menus). */
  dictionaryChanged: () => Promise<void>;
};

export const dictionaryAdminEndpoints = ({ db, audit, dictionaryChanged }: TDictionaryAdminDeps) => [
  bindEndpoint(queryDictionaryEntries, async ({ body }) => {
    const rows = await db
      .select()
      .from(dictionaryEntries)
      .where(eq(dictionaryEntries.dictType, body.dictType))
      .orderBy(asc(dictionaryEntries.sort), asc(dictionaryEntries.id));
    return rows.map(toEntry);
  }),
  bindEndpoint(saveDictionaryEntry, async ({ body }, context) => {
    if (!context.caller) throw new AppError('unauthorized');
    enforce(mayEditDictionary(await loadAdminScope(db, context.caller)));
    const columns = {
      value: body.value,
      label: body.label,
      sort: body.sort,
      enabled: body.enabled,
    };
    let row: TEntryRow | undefined;
    try {
      if (body.id === undefined) {
        [row] = await db
          .insert(dictionaryEntries)
          .values({ dictType: body.dictType, ...columns })
          .returning();
      } else {
        // An entry stays in its group: the id and the group must name the same row.
        const [existing] = await db
          .select({ dictType: dictionaryEntries.dictType })
          .from(dictionaryEntries)
          .where(eq(dictionaryEntries.id, Number(body.id)));
        if (!existing || existing.dictType !== body.dictType)
          throw new AppError('notFound', messages.dictionaryEntryNotFound);
        [row] = await db
          .update(dictionaryEntries)
          .set(columns)
          .where(eq(dictionaryEntries.id, Number(body.id)))
          .returning();
      }
    } catch (error) {
      if (isUniqueViolation(error))
        throw new AppError('conflict', messages.duplicateDictionaryValue(body.value));
      throw error;
    }
    if (!row) throw new AppError('notFound', messages.dictionaryEntryNotFound);
    await dictionaryChanged();
    await recordAdminAction(
      audit,
      context,
      body.id === undefined ? 'admin-dictionary-create' : 'admin-dictionary-update',
      {
        dictType: row.dictType,
        value: row.value,
        label: row.label,
        enabled: row.enabled,
      },
    );
    return toEntry(row);
  }),
];
