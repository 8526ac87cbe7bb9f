import { ZAdminAccountQuery, type TAdminAccountQuery } from '@supportal/contract';

/** The list's filter and page from its address; an address the contract refuses shows page 1 unfiltered. */
export const parseAdminAccountParams = (params: URLSearchParams): TAdminAccountQuery => {
  const parsed = ZAdminAccountQuery.safeParse(Object.fromEntries(params));
  return parsed.success ? parsed.data : ZAdminAccountQuery.parse({});
};
