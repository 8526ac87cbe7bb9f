/**
 * The login card shows when the isLoginSwitch value is 'true', names the host the page is served
 * from, or the page runs on localhost (spec section 2). `hostname` is null while rendering on the
 * server and hydrating: then only 'true' can decide.
 */
export const isLoginCardShown = (switchValues: readonly string[], hostname: string | null): boolean =>
  switchValues.some((value) => value.trim() === 'true') ||
  (hostname !== null &&
    (hostname === 'localhost' || switchValues.some((value) => value.trim().toLowerCase() === hostname)));
