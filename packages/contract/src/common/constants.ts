/** Business constants and limits of spec section 9, named once for server and web. */
export const REQUEST_TIMEOUT_MS = {
  public: 60_000,
  supplierPortal: 600_000,
} as const;

export const TOAST_DURATION_MS = 3_000;
export const CODE_SENT_TOAST_MS = 1_000;
export const TOOLTIP_DELAY_MS = 500;
export const CLOCK_REFRESH_MS = 1_000;

export const NOTICE_PAGE_SIZE = 20;
export const NOTICE_PAGE_SIZE_OPTIONS = [10, 20, 50, 100] as const;
/** Larger page sizes are capped to this on the server. */
export const MAX_PAGE_SIZE = 100;
export const MAX_PAGE = 100_000;
export const HOME_LIST_SIZE = { public: 8, workspace: 10 } as const;
export const WORK_LIST_PAGE_SIZE = 10;
export const WORK_LIST_PAGE_SIZE_OPTIONS = [10, 20, 50, 100] as const;

export const SMS_RESEND_SECONDS = 60;
export const LOGIN_THROTTLE_MS = 5_000;
export const TASK_WINDOW_POLL_MS = 500;
export const SUPPLIER_RETURN_DELAY_MS = 500;

export const MOBILE_PATTERN = /^1[3-9]\d{9}$/;
export const MIN_PASSWORD_LENGTH = 3;
export const MIN_TRIMMED_TEXT_LENGTH = 3;
export const MAX_KEYWORD_LENGTH = 100;

export const DATE_FORMAT = 'YYYY-MM-DD';
export const DATE_TIME_FORMAT = 'YYYY-MM-DD HH:mm:ss';
export const EMPTY_DATE = '--';
/** Dates on the wire and on screen are China time whatever the machine's zone. */
export const CHINA_UTC_OFFSET_MINUTES = 480;
/**
 * How far in the past a new notice's publication time may be: "此刻" chosen, then a few minutes of
 * writing before the save. Earlier than this is refused (an amendment keeps its notice's time).
 */
export const PUBLICATION_TIME_GRACE_MINUTES = 5;
export const RANGE_START_TIME = ' 00:00:00';
export const RANGE_END_TIME = ' 23:59:59';

export const BANNER = { imageCount: 4, minWidth: 1320, maxWidth: 1576 } as const;
export const SCROLL_STRIP = { step: 2, delayMs: 20 } as const;
export const DOWNLOAD_GRID_COLUMNS = 3;
/** workspaceBox: the supplier home's boxes hold 10 lines of 36 px (HOME_LIST_SIZE.workspace). */
export const HOME_BOX_HEIGHT_PX = { box: 300, tabbedBox: 435, workspaceBox: 372 } as const;
export const CODE_DIALOG_WIDTH_PX = 504;
export const EMBEDDED_PAGE_WIDTHS_PX = [1320, 1120, 1180] as const;

export const SYSTEM_CODES = { portal: 'CHNTAP', fourA: 'CHNT4A' } as const;
export const FRAME_ORG_CODE = '100001';

/** Header-search and search-page keyword rule (spec section 5). */
export const EMPTY_KEYWORD_WARNING = '请输入搜索内容';
