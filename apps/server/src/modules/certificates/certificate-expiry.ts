import {
  CERTIFICATE_EXPIRY_WINDOW_DAYS,
  CERTIFICATE_TYPES,
  labelOf,
  CERTIFICATE_REMINDER_DAYS,
  NOTIFICATION_LINKS,
  queryExpiringCertificates,
  ROLES,
} from '@supportal/contract';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { TDatabase } from '../../db/database.js';
import { accounts, certificateReminders, supplierCertificates } from '../../db/schema/index.js';
import { formatChinaTime } from '../../lib/china-time.js';
import { bindEndpoint } from '../../lib/endpoint/index.js';
import type { TPeriodicTask } from '../../lib/periodic-task.js';
import type { TNotifier } from '../../plugins/notifier.js';
import { addNotifications } from '../notifications/index.js';

const SWEEP_BATCH = 200;
const DEFAULT_SWEEP_MS = 60 * 60 * 1000;

/** Today's date in China ('YYYY-MM-DD'): certificates end at the end of their last valid day there. */
const chinaToday = (now: Date) => (formatChinaTime(now) ?? '').slice(0, 10);

const daysLeftOf = (today: string) =>
  sql<number>`(${supplierCertificates.validTo}::date - ${today}::date)`.mapWith(Number);

/** The reminder due at this many days left: the nearest threshold not yet passed (7 for 5 days left). */
const thresholdOf = (daysLeft: ReturnType<typeof daysLeftOf>) => {
  const ascending = [...CERTIFICATE_REMINDER_DAYS].sort((a, b) => a - b);
  return sql<number>`CASE ${sql.join(
    ascending.map((days) => sql`WHEN ${daysLeft} <= ${days}::int THEN ${days}::int`),
    sql` `,
  )} END`.mapWith(Number);
};

const reminderText = (certificateName: string, certNumber: string, validTo: string, daysLeft: number) =>
  daysLeft === 0
    ? `您的${certificateName}（编号 ${certNumber}）今天（${validTo}）到期，请尽快在“企业信息”中更新证书。`
    : `您的${certificateName}（编号 ${certNumber}）将于 ${validTo} 到期，还剩 ${daysLeft} 天，请及时在“企业信息”中更新证书。`;

/**
 * Reminds suppliers of certificates ending within 30, 7 and 1 days, once per certificate and threshold:
 * in one transaction the certificates are claimed (FOR UPDATE SKIP LOCKED), a reminder row is written
 * per certificate and threshold (a unique key: a racing server's insert waits, then finds it taken and
 * sends nothing) and the in-app notifications are written; e-mail and SMS go out after the commit.
 * Returns how many reminders were sent.
 */
export const sweepCertificateExpiry = async (
  db: TDatabase,
  notifier: TNotifier,
  log: FastifyBaseLogger,
  now = new Date(),
) => {
  const today = chinaToday(now);
  const daysLeft = daysLeftOf(today);
  const threshold = thresholdOf(daysLeft);
  const messages = await db.transaction(async (tx) => {
    const due = await tx
      .select({
        supplierCode: supplierCertificates.supplierCode,
        certType: supplierCertificates.certType,
        certNumber: supplierCertificates.certNumber,
        validTo: sql<string>`${supplierCertificates.validTo}::text`,
        daysLeft,
        threshold,
      })
      .from(supplierCertificates)
      .where(
        and(
          sql`${daysLeft} BETWEEN 0 AND ${Math.max(...CERTIFICATE_REMINDER_DAYS)}::int`,
          sql`NOT EXISTS (SELECT 1 FROM ${certificateReminders} r WHERE r.supplier_code = ${supplierCertificates.supplierCode} AND r.cert_type = ${supplierCertificates.certType} AND r.cert_number = ${supplierCertificates.certNumber} AND r.valid_to = ${supplierCertificates.validTo}::date AND r.threshold_days = ${threshold})`,
        ),
      )
      .orderBy(asc(supplierCertificates.validTo))
      .limit(SWEEP_BATCH)
      .for('update', { skipLocked: true });
    const outgoing: { channel: 'email' | 'sms'; recipient: string; subject: string; text: string }[] = [];
    for (const certificate of due) {
      const claimed = await tx
        .insert(certificateReminders)
        .values({
          supplierCode: certificate.supplierCode,
          certType: certificate.certType,
          certNumber: certificate.certNumber,
          validTo: certificate.validTo,
          thresholdDays: certificate.threshold,
        })
        .onConflictDoNothing()
        .returning({ id: certificateReminders.id });
      if (claimed.length === 0) continue;
      // The supplier's main accounts (sub-accounts see the record only if granted, and are not told).
      const recipients = await tx
        .select({
          id: accounts.id,
          email: accounts.email,
          mobile: accounts.mobile,
          name: accounts.displayName,
        })
        .from(accounts)
        .where(
          and(
            eq(accounts.supplierCode, certificate.supplierCode),
            eq(accounts.enabled, true),
            sql`${ROLES.supplier} = ANY(${accounts.roles})`,
          ),
        );
      const certificateName = labelOf(CERTIFICATE_TYPES, certificate.certType);
      const subject = `【证书到期提醒】${certificateName}`;
      const text = reminderText(
        certificateName,
        certificate.certNumber,
        certificate.validTo,
        certificate.daysLeft,
      );
      await addNotifications(tx, {
        recipientAccountIds: recipients.map((recipient) => recipient.id),
        kind: 'certificateExpiry',
        title: subject,
        body: text,
        link: NOTIFICATION_LINKS.purHome,
      });
      for (const recipient of recipients) {
        if (recipient.email) {
          outgoing.push({
            channel: 'email',
            recipient: recipient.email,
            subject,
            text: `${recipient.name}：\n${text}`,
          });
        }
        if (recipient.mobile) outgoing.push({ channel: 'sms', recipient: recipient.mobile, subject, text });
      }
    }
    return outgoing;
  });
  for (const message of messages) {
    await notifier.send(message).catch((error: Error) => log.warn({ err: error }, '证书到期提醒发送失败'));
  }
  return messages;
};

export const certificateExpiryEndpoints = (db: TDatabase) => [
  bindEndpoint(queryExpiringCertificates, async (_input, context) => {
    if (!context.caller || context.caller.kind !== 'supplier') return { records: [] };
    const daysLeft = daysLeftOf(chinaToday(new Date()));
    const rows = await db
      .select({
        id: supplierCertificates.id,
        certType: supplierCertificates.certType,
        certNumber: supplierCertificates.certNumber,
        validTo: sql<string>`${supplierCertificates.validTo}::text`,
        daysLeft,
      })
      .from(supplierCertificates)
      .where(
        and(
          eq(supplierCertificates.supplierCode, context.caller.corpCode),
          sql`${daysLeft} <= ${CERTIFICATE_EXPIRY_WINDOW_DAYS}::int`,
        ),
      )
      .orderBy(asc(supplierCertificates.validTo));
    return { records: rows.map((row) => ({ ...row, id: String(row.id) })) };
  }),
];

/** The hourly sweep on every server; 0 turns it off (tests sweep themselves). */
export const certificateReminderSweep = (
  log: FastifyBaseLogger,
  db: TDatabase,
  notifier: TNotifier,
  sweepMs = DEFAULT_SWEEP_MS,
): TPeriodicTask => ({
  name: 'certificates.reminders',
  everyMs: sweepMs,
  run: () => sweepCertificateExpiry(db, notifier, log),
  failure: '证书到期提醒扫描失败，稍后重试',
});
