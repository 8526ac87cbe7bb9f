import { Alert } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { formatDateTime } from '../../../lib/format-date';
import { supplierBlacklistingsQuery } from '../api/query-current-blacklist';
import { blacklistMessages } from '../messages';

const messages = blacklistMessages.lookup;

/** Said wherever staff pick a supplier: it is under a black-list now, why and until when. */
export function BlacklistWarning({ supplierName }: { supplierName: string | undefined }) {
  const blacklistings = useQuery({
    ...supplierBlacklistingsQuery(supplierName ?? ''),
    enabled: Boolean(supplierName),
  });
  const current = supplierName ? (blacklistings.data ?? []) : [];
  if (current.length === 0) return null;
  return (
    <Alert
      type="warning"
      showIcon
      title={messages.warningTitle}
      description={current.map((record) => (
        <div key={`${record.noticeId}-${record.effectTime ?? ''}`}>
          {messages.warningLine(
            record.reasonName,
            messages.period(
              formatDateTime(record.effectTime).slice(0, 10),
              record.invalidTime ? formatDateTime(record.invalidTime).slice(0, 10) : null,
            ),
          )}
        </div>
      ))}
    />
  );
}
