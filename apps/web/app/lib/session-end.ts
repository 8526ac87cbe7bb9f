/**
 * The one place a session's end is handled, whatever call or tab noticed it: the request layer reports
 * it here, and the mounted handler (SessionEndWatcher) clears state, tells the user and leads to /home.
 */
type TSessionEndHandler = {
  /** Whether this tab believes a user is logged in. */
  loggedIn: () => boolean;
  /** Handles the end; true when it told the user (someone was logged in). */
  ended: () => boolean;
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
  ended: (): boolean => handler?.ended() ?? false,
};
