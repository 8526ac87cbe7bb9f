/** A dialog the request layer asks for on resultStat '999'. */
export type TReminderDialog = {
  title: string;
  content: string;
  okText: string;
  /** Present only when the caller gave a confirm callback: the dialog then offers 取消 too. */
  cancelText?: string;
  onOk?: () => unknown;
};

/** The UI effects of the request layer; injected so it runs (and is tested) without React or a DOM. */
export type TFeedback = {
  showErrorToast: (content: string, durationMs: number) => void;
  showReminder: (dialog: TReminderDialog) => void;
};

let mounted: TFeedback | null = null;

/**
 * Lets the mounted antd App (see FeedbackBridge) serve the request layer, which runs outside React
 * render. Returns the function that unregisters it.
 */
export const registerFeedback = (feedback: TFeedback): (() => void) => {
  mounted = feedback;
  return () => {
    if (mounted === feedback) mounted = null;
  };
};

/** Forwards to the mounted antd App; before it mounts (or on the server) the text goes to the console. */
export const feedbackBridge: TFeedback = {
  showErrorToast: (content, durationMs) => {
    if (mounted) mounted.showErrorToast(content, durationMs);
    else console.error(content);
  },
  showReminder: (dialog) => {
    if (mounted) mounted.showReminder(dialog);
    else console.warn(`${dialog.title}: ${dialog.content}`);
  },
};
