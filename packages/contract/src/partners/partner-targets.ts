/**
 * Embedded partner systems (spec sections 2, 4 and 6): which addresses the portal may frame and send a
 * token to. The allow-list is the OBP_INTERFACE dictionary group: an entry's label is an address
 * (absolute, or a path on the portal itself), its value the key menu items may name instead.
 */

/** getIframe's `type` that loads the address as it is, without a token. */
export const IFRAME_NO_JOIN = 'noJoin';
/** postIframe's `iframeType` of 4A pages (token of system CHNT4A, form with resCode). */
export const IFRAME_TYPE_4A = 'IframePage4A';
/** The query the frame form's address carries (spec section 4). */
export const FRAME_FORM_QUERY = { supplierMgr: 'supplierMgr' } as const;
/** Embedded page widths by kind (spec section 2: 1320, 1120 or 1180 pixels). */
export const PARTNER_FRAME_WIDTHS_PX = { getIframe: 1320, postIframe: 1120, postIframe4A: 1180 } as const;

/** Pages that open only for a supplier's main account (spec section 6: the account-level check). */
export const LEVEL_GATED_ENTRIES: readonly string[] = ['4A_SUPPLIER_LEVEL', 'BLOCKCHAIN_SC_COLLAB_URL'];

/** determine-account-level: `code` '0' a supplier account, '1' not a supplier; `level` below. */
export const ACCOUNT_LEVEL_CODES = { supplier: '0', notSupplier: '1' } as const;
/** '1' the supplier's main account, '2' a sub-account created under it; '' when not a supplier. */
export const ACCOUNT_LEVELS = { main: '1', sub: '2', none: '' } as const;

/** A scope for addresses on the portal itself, whatever host name the browser used. */
export const SELF_SCOPE = 'self';

/** Longest OBP_INTERFACE key or address a page may name. */
export const PARTNER_TARGET_MAX_LENGTH = 2000;

export type TInterfaceEntry = { value: string; label: string };

/** An allowed address: where to load it, the partner system (scope) it belongs to, the entry it falls under. */
export type TPartnerTarget = {
  /** Absolute address, or a path on the portal (scope 'self'). */
  url: string;
  /** The partner system: an origin such as https://srm.example.cn, or 'self'. */
  scope: string;
  /** The OBP_INTERFACE key whose address contains it (longest match), null when none does. */
  entry: string | null;
};

const PORTAL_BASE = 'http://portal.invalid';

/**
 * The WHATWG URL parser browsers and Node share (the contract compiles without DOM or Node types, so
 * the part used here is typed locally): one parser on both sides decides what an address names.
 */
type TParsedUrl = {
  href: string;
  origin: string;
  protocol: string;
  username: string;
  password: string;
  pathname: string;
  search: string;
  hash: string;
  searchParams: { set: (name: string, value: string) => void };
};
const { URL, URLSearchParams } = globalThis as unknown as {
  URL: new (input: string, base?: string) => TParsedUrl;
  URLSearchParams: new (init: string) => { get: (name: string) => string | null };
};

/** Origin (or 'self' for a portal path) and path of an address; null when it is neither http(s) nor a path. */
const parseAddress = (address: string): { scope: string; url: TParsedUrl } | null => {
  const text = address.trim();
  if (text.startsWith('/') && !text.startsWith('//') && !text.startsWith('/\\')) {
    try {
      const url = new URL(text, PORTAL_BASE);
      return url.origin === PORTAL_BASE ? { scope: SELF_SCOPE, url } : null;
    } catch {
      return null;
    }
  }
  try {
    const url = new URL(text);
    if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
    if (url.username || url.password) return null;
    return { scope: url.origin, url };
  } catch {
    return null;
  }
};

/** The partner systems of the allow-list: each entry's origin, 'self' for portal paths. */
export const partnerScopes = (entries: readonly TInterfaceEntry[]): string[] => [
  ...new Set(entries.flatMap((entry) => parseAddress(entry.label)?.scope ?? [])),
];

/** The scope an OBP_INTERFACE key stands for, or null when the key is unknown or not an address. */
export const scopeOfEntry = (entries: readonly TInterfaceEntry[], key: string): string | null => {
  const entry = entries.find((item) => item.value === key);
  return entry ? (parseAddress(entry.label)?.scope ?? null) : null;
};

/**
 * What a page's `url` names: an OBP_INTERFACE key or an address. Null when the address's partner
 * system is not on the allow-list: then nothing is framed and no token is asked for.
 */
export const resolvePartnerTarget = (
  target: string,
  entries: readonly TInterfaceEntry[],
): TPartnerTarget | null => {
  const keyed = entries.find((entry) => entry.value === target.trim());
  const parsed = parseAddress(keyed ? keyed.label : target);
  if (!parsed || !partnerScopes(entries).includes(parsed.scope)) return null;
  const path = parsed.url.pathname;
  let entry: string | null = keyed?.value ?? null;
  if (!entry) {
    let longest = -1;
    for (const candidate of entries) {
      const address = parseAddress(candidate.label);
      if (!address || address.scope !== parsed.scope) continue;
      const prefix = address.url.pathname;
      const contains = path === prefix || path.startsWith(prefix.endsWith('/') ? prefix : `${prefix}/`);
      if (contains && prefix.length > longest) {
        longest = prefix.length;
        entry = candidate.value;
      }
    }
  }
  const url = parsed.scope === SELF_SCOPE ? `${path}${parsed.url.search}${parsed.url.hash}` : parsed.url.href;
  return { url, scope: parsed.scope, entry };
};

/** The address with extra query fields added (the token fields of getIframe, supplierMgr of the frame form). */
export const withQuery = (url: string, fields: Readonly<Record<string, string>>): string => {
  const absolute = new URL(url, PORTAL_BASE);
  for (const [name, value] of Object.entries(fields)) absolute.searchParams.set(name, value);
  return absolute.origin === PORTAL_BASE
    ? `${absolute.pathname}${absolute.search}${absolute.hash}`
    : absolute.href;
};

/** The page's target: postIframe names it in `url`, else in `tUrl`; getIframe in `url`. */
export type TPartnerPageQuery = {
  kind: 'getIframe' | 'postIframe';
  url: string;
  tUrl: string;
  type: string;
  iframeType: string;
  menuCode: string;
  id: string;
};

export const partnerPageQuery = (kind: TPartnerPageQuery['kind'], search: string): TPartnerPageQuery => {
  const query = new URLSearchParams(search);
  const read = (name: string) => query.get(name)?.trim() ?? '';
  return {
    kind,
    url: read('url'),
    tUrl: read('tUrl'),
    type: read('type'),
    iframeType: read('iframeType'),
    menuCode: read('menuCode'),
    id: read('id'),
  };
};

/** Where a page (or a menu item's address) frames: getIframe's url; postIframe's url, else tUrl. */
export const partnerPageTarget = (query: TPartnerPageQuery): string =>
  query.kind === 'postIframe' ? query.url || query.tUrl : query.url;

/** The page inside the partner system: postIframe's tUrl (its form's `url` field), else the target itself. */
export const partnerPageInSystem = (query: TPartnerPageQuery): string =>
  query.kind === 'postIframe' ? query.tUrl || query.url : query.url;

/**
 * Whether two names of a page inside a partner system are the same page: keys and addresses resolve
 * through the allow-list, a partner's own path (tUrl) is compared as written.
 */
export const samePartnerPage = (a: string, b: string, entries: readonly TInterfaceEntry[]): boolean => {
  const pageKey = (page: string) => resolvePartnerTarget(page, entries)?.url ?? page.trim();
  return pageKey(a) === pageKey(b);
};

/** The embedded pages of the workspace, as menu item addresses name them. */
export const PARTNER_PAGE_PATHS = {
  getIframe: '/purHome/getIframe',
  postIframe: '/purHome/postIframe',
} as const;

/** The query of a menu item's address when it opens an embedded page, else null. */
const menuItemPageQuery = (menuUrl: string): TPartnerPageQuery | null => {
  if (!menuUrl) return null;
  let url: TParsedUrl;
  try {
    url = new URL(menuUrl, PORTAL_BASE);
  } catch {
    return null;
  }
  const kind = (Object.keys(PARTNER_PAGE_PATHS) as (keyof typeof PARTNER_PAGE_PATHS)[]).find(
    (name) => PARTNER_PAGE_PATHS[name] === url.pathname,
  );
  return kind ? partnerPageQuery(kind, url.search) : null;
};

/**
 * The target of a menu item's address when it opens an embedded page, else null: the server issues a
 * token for a partner system only to accounts holding a menu item that leads there.
 */
export const menuItemPartnerTarget = (menuUrl: string): string | null => {
  const query = menuItemPageQuery(menuUrl);
  return query ? partnerPageTarget(query) || null : null;
};

/**
 * The embedded page a menu item opens: its target (the partner system), the page inside that system
 * and the menuCode its address carries; null when the item opens no embedded page. A partner token is
 * bound to such pages of the caller's menu.
 */
export const menuItemPartnerPage = (
  menuUrl: string,
): { target: string; page: string; menuCode: string } | null => {
  const query = menuItemPageQuery(menuUrl);
  const target = query ? partnerPageTarget(query) : '';
  return query && target ? { target, page: partnerPageInSystem(query), menuCode: query.menuCode } : null;
};

/**
 * Whether a menu item opens a level-gated page (LEVEL_GATED_ENTRIES): the server gives its token to a
 * supplier's main account only, so no other account is offered it. The item names the key, or an
 * address the allow-list's entries place under it.
 */
export const opensLevelGatedPage = (menuUrl: string, entries: readonly TInterfaceEntry[]): boolean => {
  const target = menuItemPartnerTarget(menuUrl);
  if (target === null) return false;
  const entry = resolvePartnerTarget(target, entries)?.entry ?? target;
  return LEVEL_GATED_ENTRIES.includes(entry);
};
