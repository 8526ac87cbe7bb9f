import { findByTypeNotAuth, FOUR_A_RESET_PASSWORD_KEY } from '@supportal/contract';
import type { TCallApi } from '../../../lib/load-context';

/** What the login card needs from the dictionary: its switch and the 4A reset-password address. */
export type TLoginCardSettings = { switchValues: string[]; resetPasswordUrl: string | null };

/** In a page loader (server or browser calls); a failure hides nothing important: the card shows. */
export const loadLoginCardSettings = async (callApi: TCallApi): Promise<TLoginCardSettings> => {
  const groups = await callApi(findByTypeNotAuth, { body: { type: 'isLoginSwitch,OBP_INTERFACE' } }).catch(
    (error: unknown) => {
      console.error('[login card] dictionary failed to load', error);
      return null;
    },
  );
  if (!groups) return { switchValues: ['true'], resetPasswordUrl: null };
  return {
    switchValues: (groups.isLoginSwitch ?? []).map((entry) => entry.value),
    resetPasswordUrl:
      groups.OBP_INTERFACE?.find((entry) => entry.value === FOUR_A_RESET_PASSWORD_KEY)?.label ?? null,
  };
};
