import {
  CUSTOMER_SERVICE_INTERFACE_ENTRY,
  safeReturnPath,
  type TDictionaryGroups,
} from '@supportal/contract';

/**
 * The customer-service chat address of OBP_INTERFACE: an http(s) address or a path of this site; anything
 * else (a script address, a typo) counts as not configured, so the button never leads nowhere.
 */
export const customerServiceUrlOf = (dictionary: TDictionaryGroups): string | null => {
  const configured = dictionary.OBP_INTERFACE?.find(
    (entry) => entry.value === CUSTOMER_SERVICE_INTERFACE_ENTRY,
  )?.label.trim();
  if (!configured) return null;
  if (safeReturnPath(configured)) return configured;
  try {
    const url = new URL(configured);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
  } catch {
    return null;
  }
};
