import type { TDictionaryGroups } from '@supportal/contract';
import { toChinaTime } from '../../../lib/format-date';

/**
 * Spec section 4, portal arrival: the reminder is on while the dictionary's portalRatingTime (China time,
 * in value or label) is later than now; a missing or unreadable time turns it off.
 */
export const ratingReminderOn = (dictionary: TDictionaryGroups, now: number): boolean => {
  const entry = dictionary.portalRatingTime?.[0];
  const until = toChinaTime(entry?.value || entry?.label);
  return until !== null && until.valueOf() > now;
};
