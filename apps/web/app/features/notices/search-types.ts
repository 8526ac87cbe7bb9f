import { LOGGED_IN_ONLY_NOTICE_TYPES, NOTICE_TYPES } from '@supportal/contract';
import { searchMessages } from './search-messages';

/** '' stands for 全部: the search then sends no purchaseNoticeType. */
export const ALL_NOTICE_TYPES = '';

type TSearchTypeOption = { value: string; label: string };

const typeOptions = (loggedIn: boolean): readonly TSearchTypeOption[] => [
  { value: ALL_NOTICE_TYPES, label: searchMessages.allTypes },
  ...NOTICE_TYPES.filter((type) => loggedIn || !LOGGED_IN_ONLY_NOTICE_TYPES.includes(type.code)).map(
    (type) => ({ value: type.code, label: type.label }),
  ),
];

/** Types an anonymous visitor may search (supplier negative behaviour needs a login). */
export const PUBLIC_SEARCH_TYPE_OPTIONS = typeOptions(false);
/** The logged-in list adds supplier negative behaviour (3) (spec section 4). */
export const LOGGED_IN_SEARCH_TYPE_OPTIONS = typeOptions(true);
