/**
 * What happened to a notice, as the change log records it and the change feed shows it: it became
 * public (also when a scheduled publication comes due), was amended, was withdrawn, was expired before
 * its time, or was put back in force.
 */
export const NOTICE_CHANGE_KINDS = {
  published: 'published',
  amended: 'amended',
  withdrawn: 'withdrawn',
  expired: 'expired',
  reinstated: 'reinstated',
} as const;

export type TNoticeChangeKind = (typeof NOTICE_CHANGE_KINDS)[keyof typeof NOTICE_CHANGE_KINDS];
