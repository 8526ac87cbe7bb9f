import { LOGGED_IN_ONLY_SEARCH_TYPES, NOTICE_TYPES } from '@supportal/contract';
import { searchMessages } from './messages';

/** '' stands for 全部: the search then sends no purchaseNoticeType. */
export const ALL_NOTICE_TYPES = '';

/** Types an anonymous visitor may search (supplier negative behaviour needs a login). */
export const PUBLIC_SEARCH_TYPE_OPTIONS: readonly { value: string; label: string }[] = [
  { value: ALL_NOTICE_TYPES, label: searchMessages.allTypes },
  ...NOTICE_TYPES.filter((type) => !LOGGED_IN_ONLY_SEARCH_TYPES.includes(type.code)).map((type) => ({
    value: type.code,
    label: type.label,
  })),
];
