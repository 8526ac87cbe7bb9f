/**
 * The one place a session's end is handled, whatever call or tab noticed it: the request layer reports
 * it here, and the mounted handler (SessionEndWatcher) clears state, tells the user and leads to /home.
 */
type TSessionEndHandler = () => boolean;

let handler: TSessionEndHandler | null = null;

export const sessionEndBridge = {
  /** Registers the handler; returns the function that unregisters it. */
  register: (next: TSessionEndHandler): (() => void) => {
    handler = next;
    return () => {
      if (handler === next) handler = null;
    };
  },
  /** True when the handler told the user (the viewer was logged in); false otherwise. */
  ended: (): boolean => handler?.() ?? false,
};
