/**
 * The one place a session's end is handled, whatever call or tab noticed it: the request layer reports
 * it here, and the mounted handler (SessionEndWatcher) clears state, tells the user and leads to /home.
 */
type TSessionEndHandler = {
  /** Whether this tab believes a user is logged in. */
  loggedIn: () => boolean;
  /** Handles the end; true when it told the user (someone was logged in). */
  ended: (pageUrl: string | undefined) => boolean;
};

let handler: TSessionEndHandler | null = null;

export const sessionEndBridge = {
  /** Registers the handler; returns the function that unregisters it. */
  register: (next: TSessionEndHandler): (() => void) => {
    handler = next;
    return () => {
      if (handler === next) handler = null;
    };
  },
  loggedIn: (): boolean => handler?.loggedIn() ?? false,
  /** `pageUrl`: the page the failing call was loading, when a loader made it. */
  ended: (pageUrl?: string): boolean => handler?.ended(pageUrl) ?? false,
};
