import type { TConsoleNoticeAction, TConsoleNoticeState } from '@supportal/contract';

/**
 * Which console actions a notice of the books offers its viewer, decided here for lists, the console
 * page and the public notice page alike; the calls themselves check again (mayEditDraft, mayManageNotice).
 */
export type TBookEntry =
  | { source: 'draft'; state: TConsoleNoticeState; isOwn: boolean }
  | { source: 'notice'; state: TConsoleNoticeState; inScope: boolean; amendmentPending: boolean };

const IN_FORCE: readonly TConsoleNoticeState[] = ['published', 'amended'];

export const consoleNoticeActions = (entry: TBookEntry): TConsoleNoticeAction[] => {
  if (entry.source === 'draft')
    // The author changes a draft at its edit step, or an approved one waiting for its time (approval again).
    return entry.isOwn && (entry.state === 'draft' || entry.state === 'scheduled') ? ['edit'] : [];
  if (!entry.inScope || !IN_FORCE.includes(entry.state)) return [];
  // One amendment at a time: a second would be approved against a version about to change.
  return entry.amendmentPending ? ['withdraw', 'expire'] : ['amend', 'withdraw', 'expire'];
};
