import {
  DEFAULT_REMINDER_MESSAGE,
  IDEMPOTENCY_KEY_HEADER,
  REQUEST_TIMEOUT_MS,
  RESULT_STAT,
  SESSION_EXPIRED_HEADER,
  TOAST_DURATION_MS,
  WEB_CLIENT_HEADER,
  WEB_CLIENT_HEADER_VALUE,
  WEB_VIEWER_HEADER,
  type TEndpoint,
  type TEndpointData,
  type TEndpointInput,
  type TErrorEnvelope,
  type TSuccessEnvelope,
} from '@supportal/contract';
import { AppError, isAppError, type TAppErrorDetails, type TAppErrorKind } from './app-error';
import { feedbackBridge, type TFeedback } from './feedback';
import { requestMessages } from './messages';
import { sessionEndBridge } from './session-end';

/** Which time-out applies: public pages or the supplier workspace (spec section 9). */
export type TRequestArea = keyof typeof REQUEST_TIMEOUT_MS;

export type TRequestOptions = {
  /** Show nothing (no toast, no 提醒 dialog); the call still rejects. */
  hideErrMsg?: boolean;
  /** Aborting it rejects with a 'cancelled' AppError and shows nothing. */
  signal?: AbortSignal;
  /** Picks the time-out; 'public' unless given. */
  area?: TRequestArea;
  /** The page this call loads (a client loader's address): where to come back after logging in again. */
  pageUrl?: string;
  /** Runs when the user confirms the 提醒 dialog of a '999' answer; the dialog then offers 取消 too. */
  onReminderConfirm?: () => unknown;
};

export type TApiClientDeps = {
  fetch: (input: string, init: RequestInit) => Promise<Response>;
  feedback: TFeedback;
  /**
   * The server said the session is gone (401, or a dead cookie on any call). Returns true when it took
   * care of telling the user, so the call's own error stays silent.
   */
  onSessionEnded?: (pageUrl: string | undefined) => boolean;
  /** Whether this tab believes it is logged in (sent along, so the server can say when it no longer is). */
  believesLoggedIn?: () => boolean;
  /** Prefix before the endpoint path ('' in the browser: same origin). */
  baseUrl?: string;
  timeoutsMs?: Record<TRequestArea, number>;
};

export type TApiClient = ReturnType<typeof createApiClient>;

/** The '999' answer as requestEnvelope resolves it. */
export type TReminderEnvelope = TErrorEnvelope & { resultStat: typeof RESULT_STAT.reminder };

type TWireEnvelope = Record<string, unknown>;

const JSON_CONTENT_TYPE = /[/+]json\b/i;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const firstText = (...values: unknown[]): string | undefined =>
  values.find((value): value is string => typeof value === 'string' && value.trim() !== '');

/** Success is resultStat '000' or, from older services, code 200. */
const isSuccess = (payload: TWireEnvelope) =>
  payload.resultStat === RESULT_STAT.success || payload.code === 200 || payload.code === '200';

const isEnvelope = (payload: unknown): payload is TWireEnvelope =>
  isRecord(payload) && ('resultStat' in payload || 'code' in payload);

const toQueryString = (query: unknown): string => {
  if (!isRecord(query)) return '';
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null) continue;
    params.append(key, Array.isArray(value) ? value.join(',') : String(value));
  }
  const text = params.toString();
  return text ? `?${text}` : '';
};

/**
 * A random UUID (v4) naming one submit. From getRandomValues: `crypto.randomUUID` exists only on
 * HTTPS pages, and an intranet portal may be served over plain HTTP.
 */
export const newIdempotencyKey = (): string => {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = [...bytes].map((byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
};

export const createApiClient = (deps: TApiClientDeps) => {
  const timeoutsMs = deps.timeoutsMs ?? REQUEST_TIMEOUT_MS;
  const baseUrl = deps.baseUrl ?? '';

  /** Builds the error and tells the user about it unless the call asked for silence. */
  const fail = (
    kind: TAppErrorKind,
    message: string,
    details: TAppErrorDetails,
    options: TRequestOptions,
  ): AppError => {
    const silent = options.hideErrMsg === true || kind === 'cancelled';
    if (!silent) deps.feedback.showErrorToast(message, TOAST_DURATION_MS);
    return new AppError(kind, message, { ...details, notified: !silent });
  };

  const showReminder = (message: string, options: TRequestOptions) => {
    deps.feedback.showReminder({
      title: requestMessages.reminderTitle,
      content: message,
      okText: requestMessages.reminderOk,
      ...(options.onReminderConfirm
        ? { cancelText: requestMessages.reminderCancel, onOk: options.onReminderConfirm }
        : {}),
    });
  };

  /**
   * POSTs carry an Idempotency-Key, so one that met a network error or a 503 (an instance stopping or
   * starting) is sent once more with the same key: the server runs it at most once. Within the same
   * time-out; an abort is never retried.
   */
  const sendWithOneRetry = async (url: string, init: RequestInit, idempotent: boolean) => {
    if (!idempotent) return deps.fetch(url, init);
    let first: Response;
    try {
      first = await deps.fetch(url, init);
    } catch (error) {
      if (init.signal?.aborted) throw error;
      return deps.fetch(url, init);
    }
    if (first.status !== 503) return first;
    await first.body?.cancel();
    return deps.fetch(url, init);
  };

  /**
   * Sends the call and reads the body, both within the time-out. Transport failures become AppErrors
   * (already shown unless silenced); answers are returned as received.
   */
  const exchange = async <T>(
    endpoint: TEndpoint,
    input: { body?: unknown; query?: unknown },
    options: TRequestOptions,
    accept: string,
    readBody: (response: Response, isJson: boolean) => Promise<T>,
  ): Promise<{ response: Response; isJson: boolean; body: T; quiet: TRequestOptions }> => {
    const callerSignal = options.signal;
    if (callerSignal?.aborted) throw fail('cancelled', requestMessages.cancelled, {}, options);

    const headers = new Headers({ Accept: accept });
    const init: RequestInit = { method: endpoint.method, headers };
    if (endpoint.method !== 'GET') {
      headers.set('Content-Type', 'application/json');
      init.body = JSON.stringify(input.body ?? {});
      // One key per submit: the retry below (or a balancer's) then runs the write at most once.
      headers.set(IDEMPOTENCY_KEY_HEADER, newIdempotencyKey());
    }
    // The session travels as the HttpOnly cookie; this header marks the call as the portal's own page.
    headers.set(WEB_CLIENT_HEADER, WEB_CLIENT_HEADER_VALUE);
    const sentAsViewer = deps.believesLoggedIn?.() ?? false;
    if (sentAsViewer) headers.set(WEB_VIEWER_HEADER, '1');

    const controller = new AbortController();
    init.signal = controller.signal;
    let timedOut = false;
    const timer = setTimeout(
      () => {
        timedOut = true;
        controller.abort();
      },
      timeoutsMs[options.area ?? 'public'],
    );
    const abortFromCaller = () => controller.abort();
    callerSignal?.addEventListener('abort', abortFromCaller, { once: true });
    let sessionEnded = false;

    try {
      const response = await sendWithOneRetry(
        `${baseUrl}${endpoint.path}${toQueryString(input.query)}`,
        init,
        endpoint.method !== 'GET',
      );
      if (response.status === 401 || response.headers.get(SESSION_EXPIRED_HEADER) === '1') {
        // Calls sent side by side as the viewer all learn of the end: the first tells the user, and
        // the others (the viewer already forgotten) are covered by that one message.
        sessionEnded = (deps.onSessionEnded?.(options.pageUrl) ?? false) || sentAsViewer;
      }
      const isJson = JSON_CONTENT_TYPE.test(response.headers.get('content-type') ?? '');
      const body = await readBody(response, isJson);
      // Once the user has been told the session ended, the call's own error says nothing more.
      return { response, isJson, body, quiet: sessionEnded ? { ...options, hideErrMsg: true } : options };
    } catch (error) {
      if (isAppError(error)) throw error;
      if (callerSignal?.aborted)
        throw fail('cancelled', requestMessages.cancelled, { cause: error }, options);
      if (timedOut) throw fail('timeout', requestMessages.timeout, { cause: error }, options);
      throw fail('transport', requestMessages.networkError, { cause: error }, options);
    } finally {
      clearTimeout(timer);
      callerSignal?.removeEventListener('abort', abortFromCaller);
    }
  };

  const readJson = async (
    response: Response,
    isJson: boolean,
    options: TRequestOptions,
  ): Promise<unknown> => {
    if (!isJson) {
      await response.body?.cancel();
      return undefined;
    }
    // An abort or time-out while reading rejects here and is classified by exchange().
    const text = await response.text();
    try {
      return JSON.parse(text) as unknown;
    } catch (cause) {
      throw fail(
        'transport',
        requestMessages.invalidResponse,
        { httpStatus: response.status, cause },
        options,
      );
    }
  };

  /** Turns a parsed answer into a success envelope, a reminder envelope, or a shown-and-thrown error. */
  const interpret = <TData>(
    payload: unknown,
    response: Response,
    options: TRequestOptions,
  ): TSuccessEnvelope<TData> | TReminderEnvelope => {
    const httpStatus = response.status;
    if (!isEnvelope(payload)) {
      throw fail(
        'transport',
        response.ok ? requestMessages.invalidResponse : requestMessages.httpError(httpStatus),
        { httpStatus, envelope: payload },
        options,
      );
    }
    const message = firstText(payload.resultMsg, payload.msg, payload.message);
    if (isSuccess(payload)) {
      return { resultStat: RESULT_STAT.success, resultMsg: message ?? '', data: payload.data as TData };
    }
    if (payload.resultStat === RESULT_STAT.reminder) {
      return { resultStat: RESULT_STAT.reminder, resultMsg: message ?? DEFAULT_REMINDER_MESSAGE, data: null };
    }
    const resultStat = String(payload.resultStat ?? payload.code ?? httpStatus);
    throw fail(
      'result',
      message ?? (response.ok ? requestMessages.serverBusy : requestMessages.httpError(httpStatus)),
      { httpStatus, resultStat, envelope: payload },
      options,
    );
  };

  /**
   * The full answer: resolves on '000' (or code 200) and, after showing the 提醒 dialog, on '999' —
   * the spec returns that result to the caller. With hideErrMsg a '999' rejects silently instead.
   */
  const requestEnvelope = async <E extends TEndpoint>(
    endpoint: E,
    input: TEndpointInput<E>,
    options: TRequestOptions = {},
  ): Promise<TSuccessEnvelope<TEndpointData<E>> | TReminderEnvelope> => {
    const { response, body, quiet } = await exchange(
      endpoint,
      input,
      options,
      'application/json',
      (answer, isJson) => readJson(answer, isJson, options),
    );
    const envelope = interpret<TEndpointData<E>>(body, response, quiet);
    if (envelope.resultStat === RESULT_STAT.reminder) {
      if (options.hideErrMsg) {
        throw new AppError('reminder', envelope.resultMsg, {
          httpStatus: response.status,
          resultStat: envelope.resultStat,
          envelope: body,
        });
      }
      showReminder(envelope.resultMsg, options);
    }
    return envelope;
  };

  /**
   * The data of a successful call. A '999' shows the 提醒 dialog (unless hideErrMsg) and rejects with
   * a 'reminder' AppError that carries the envelope.
   */
  const request = async <E extends TEndpoint>(
    endpoint: E,
    input: TEndpointInput<E>,
    options: TRequestOptions = {},
  ): Promise<TEndpointData<E>> => {
    const envelope = await requestEnvelope(endpoint, input, options);
    if (envelope.resultStat === RESULT_STAT.success) return envelope.data;
    throw new AppError('reminder', envelope.resultMsg, {
      resultStat: envelope.resultStat,
      envelope,
      notified: true,
    });
  };

  /** A download: a non-JSON answer passes straight through as a Blob; a JSON answer is an error envelope. */
  const requestBlob = async <E extends TEndpoint>(
    endpoint: E,
    input: TEndpointInput<E>,
    options: TRequestOptions = {},
  ): Promise<Blob> => {
    const { response, isJson, body, quiet } = await exchange(
      endpoint,
      input,
      options,
      '*/*',
      async (answer, json): Promise<unknown> => (json ? readJson(answer, true, options) : answer.blob()),
    );
    if (!isJson) {
      if (response.ok && body instanceof Blob) return body;
      throw fail(
        'transport',
        requestMessages.httpError(response.status),
        { httpStatus: response.status },
        options,
      );
    }
    const envelope = interpret(body, response, quiet);
    if (envelope.resultStat === RESULT_STAT.reminder) {
      if (!options.hideErrMsg) showReminder(envelope.resultMsg, options);
      throw new AppError('reminder', envelope.resultMsg, {
        httpStatus: response.status,
        resultStat: envelope.resultStat,
        envelope: body,
        notified: !options.hideErrMsg,
      });
    }
    // A success envelope carries no file.
    throw fail(
      'transport',
      requestMessages.invalidResponse,
      { httpStatus: response.status, envelope: body },
      options,
    );
  };

  return { request, requestEnvelope, requestBlob };
};

/** The browser's request layer: same-origin fetch (the session cookie rides along), antd's toasts and dialogs. */
export const apiClient = createApiClient({
  fetch: (input, init) => globalThis.fetch(input, init),
  feedback: feedbackBridge,
  onSessionEnded: (pageUrl) => sessionEndBridge.ended(pageUrl),
  believesLoggedIn: () => sessionEndBridge.loggedIn(),
});
