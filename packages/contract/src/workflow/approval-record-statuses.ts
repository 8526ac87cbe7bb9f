/**
 * The life of a business record that its submitter sends through approval (需求征集, 供应商信息变更申请):
 * edited, in review, then approved, rejected or cancelled. Each domain names it for its own record.
 */
export const APPROVAL_RECORD_STATUSES = {
  editing: 'editing',
  inReview: 'in-review',
  approved: 'approved',
  rejected: 'rejected',
  cancelled: 'cancelled',
} as const;
