import type { TNoticeVersion } from '@supportal/contract';
import { formatBudget } from '../../lib/format-budget';
import { noticeRevisionMessages as messages } from './messages';

/** A line of the body's text diff: kept, added or removed. */
export type TDiffLine = { kind: 'same' | 'added' | 'removed'; text: string };

const ENTITIES: Record<string, string> = {
  '&nbsp;': ' ',
  '&lt;': '<',
  '&gt;': '>',
  '&quot;': '"',
  '&#39;': "'",
  '&amp;': '&',
};

/** The readable lines of sanitized HTML: one per paragraph, heading, list item or table row. */
export const textLines = (html: string): string[] =>
  html
    .replace(/<\/(p|h[1-6]|li|tr|div|blockquote|pre|caption)>|<br\s*\/?>/gi, '\n')
    .replace(/<\/t[dh]>/gi, ' | ')
    .replace(/<[^>]*>/g, '')
    .replace(/&(nbsp|lt|gt|quot|#39|amp);/g, (entity) => ENTITIES[entity] ?? entity)
    .split('\n')
    .map((line) =>
      line
        .replace(/\s*\|\s*$/, '')
        .replace(/\s+/g, ' ')
        .trim(),
    )
    .filter((line) => line !== '');

/** Lines removed and added between two versions (longest common subsequence), in reading order. */
export const diffLines = (before: readonly string[], after: readonly string[]): TDiffLine[] => {
  const rows = before.length;
  const cols = after.length;
  // common[i * (cols + 1) + j]: length of the longest common subsequence of before[i..] and after[j..].
  const common = new Array<number>((rows + 1) * (cols + 1)).fill(0);
  const at = (i: number, j: number) => common[i * (cols + 1) + j] ?? 0;
  for (let i = rows - 1; i >= 0; i -= 1)
    for (let j = cols - 1; j >= 0; j -= 1)
      common[i * (cols + 1) + j] =
        before[i] === after[j] ? at(i + 1, j + 1) + 1 : Math.max(at(i + 1, j), at(i, j + 1));
  const lines: TDiffLine[] = [];
  let i = 0;
  let j = 0;
  while (i < rows || j < cols) {
    const was = before[i];
    const now = after[j];
    if (was !== undefined && now !== undefined && was === now) {
      lines.push({ kind: 'same', text: was });
      i += 1;
      j += 1;
    } else if (now !== undefined && (was === undefined || at(i, j + 1) >= at(i + 1, j))) {
      lines.push({ kind: 'added', text: now });
      j += 1;
    } else {
      lines.push({ kind: 'removed', text: was ?? '' });
      i += 1;
    }
  }
  return lines;
};

/** What an amendment changed: the public notice page, the console and the task window show it alike. */
export type TAmendmentView = {
  /** When it took effect; null while it waits for approval. */
  amendedTime: string | null;
  reason: string;
  fields: { label: string; before: string; after: string }[];
  body: TDiffLine[];
};

/** An amendment: the version it replaced (or replaces) and the version it makes. */
export type TAmendment = {
  amendedTime: string | null;
  reason: string;
  before: TNoticeVersion;
  after: TNoticeVersion;
};

export const toAmendmentView = ({ amendedTime, reason, before, after }: TAmendment): TAmendmentView => {
  const labels = messages.fieldLabels;
  const budgetOf = (version: TNoticeVersion) =>
    version.budgetAmount === null ? null : formatBudget(version.budgetAmount, version.budgetCurrency);
  const candidatesOf = (version: TNoticeVersion) =>
    version.awardCandidates.length === 0
      ? null
      : version.awardCandidates
          .map((candidate) =>
            messages.candidate({
              rank: candidate.rank,
              supplierName: candidate.supplierName,
              bidAmount: formatBudget(candidate.bidAmount, candidate.currency),
              isWinner: candidate.isWinner,
            }),
          )
          .join('\n');
  const pairs: [string, string | null, string | null][] = [
    [labels.title, before.noticeTitle, after.noticeTitle],
    [labels.published, before.publicationTimeStr, after.publicationTimeStr],
    [labels.effect, before.effectTime, after.effectTime],
    [labels.failure, before.failureTime, after.failureTime],
    [labels.bidDeadline, before.bidDeadline, after.bidDeadline],
    [labels.bidOpeningTime, before.bidOpeningTime, after.bidOpeningTime],
    [labels.budgetAmount, budgetOf(before), budgetOf(after)],
    [labels.projectNumber, before.projectNumber, after.projectNumber],
    [labels.contactName, before.contactName, after.contactName],
    [labels.contactPhone, before.contactPhone, after.contactPhone],
    [labels.contactEmail, before.contactEmail, after.contactEmail],
    [labels.awardCandidates, candidatesOf(before), candidatesOf(after)],
  ];
  return {
    amendedTime,
    reason,
    fields: pairs
      .filter(([, was, now]) => was !== now)
      .map(([label, was, now]) => ({ label, before: was ?? labels.none, after: now ?? labels.none })),
    body: diffLines(textLines(before.noticeContent), textLines(after.noticeContent)).filter(
      (line) => line.kind !== 'same',
    ),
  };
};
