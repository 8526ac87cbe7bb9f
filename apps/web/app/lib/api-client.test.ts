import {
  DEFAULT_REMINDER_MESSAGE,
  REQUEST_TIMEOUT_MS,
  TOAST_DURATION_MS,
  findByTypeNotAuth,
  queryNotice,
} from '@supportal/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createApiClient, type TApiClientDeps } from './api-client';
import { AppError } from './app-error';
import type { TFeedback } from './feedback';
import { requestMessages } from './messages';

const jsonResponse = (payload: unknown, status = 200) =>
  new Response(JSON.stringify(payload), {
    status,
    headers: { 'Content-Type': 'application/json; charset=utf-8' },
  });

const dictionaryInput = { body: { type: 'OBP_PUR_MODE' }, query: undefined };
const downloadEndpoint = { ...queryNotice, method: 'GET' as const, path: '/supportal/v1/file/download-get' };

const setup = (overrides: Partial<TApiClientDeps> = {}) => {
  const feedback = { showErrorToast: vi.fn(), showReminder: vi.fn() } satisfies TFeedback;
  const fetch = vi.fn<TApiClientDeps['fetch']>();
  const client = createApiClient({ fetch, feedback, ...overrides });
  return { client, feedback, fetch };
};

/** The arguments of the only or first fetch call. */
const firstFetch = (fetch: ReturnType<typeof setup>['fetch']) => {
  const call = fetch.mock.calls[0];
  if (!call) throw new Error('fetch was not called');
  const [url, init] = call;
  return { url, init, headers: new Headers(init.headers) };
};

/** The dialog of the only or first 提醒 call. */
const firstReminder = (feedback: ReturnType<typeof setup>['feedback']) => {
  const call = feedback.showReminder.mock.calls[0];
  if (!call) throw new Error('no reminder shown');
  return call[0];
};

/** A fetch that never answers, rejecting like the browser once its signal aborts. */
const hangUntilAborted: TApiClientDeps['fetch'] = (_url, init) =>
  new Promise((_resolve, reject) => {
    init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
  });

const rejectionOf = async (promise: Promise<unknown>): Promise<AppError> => {
  const error = await promise.then(
    () => {
      throw new Error('expected a rejection');
    },
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(AppError);
  return error as AppError;
};

afterEach(() => {
  vi.useRealTimers();
});

describe('api client', () => {
  it("resolves the data of a '000' answer and posts the body as JSON", async () => {
    const { client, fetch, feedback } = setup();
    const groups = { OBP_PUR_MODE: [{ value: '1', label: '公开招标' }] };
    fetch.mockResolvedValue(jsonResponse({ resultStat: '000', resultMsg: '操作成功', data: groups }));

    await expect(client.request(findByTypeNotAuth, dictionaryInput)).resolves.toEqual(groups);

    const { url, init } = firstFetch(fetch);
    expect(url).toBe('/supportal/v1/dictionary/find-by-type_not_auth');
    expect(init.method).toBe('POST');
    expect(init.body).toBe(JSON.stringify({ type: 'OBP_PUR_MODE' }));
    expect(firstFetch(fetch).headers.get('Content-Type')).toBe('application/json');
    expect(feedback.showErrorToast).not.toHaveBeenCalled();
    expect(feedback.showReminder).not.toHaveBeenCalled();
  });

  it('accepts the older code 200 answer as success', async () => {
    const { client, fetch } = setup();
    fetch.mockResolvedValue(jsonResponse({ code: 200, msg: 'ok', data: { a: [] } }));

    await expect(client.request(findByTypeNotAuth, dictionaryInput)).resolves.toEqual({ a: [] });
  });

  it("shows the 提醒 dialog on '999', runs the confirm callback and still returns the result", async () => {
    const { client, fetch, feedback } = setup();
    const onReminderConfirm = vi.fn();
    fetch.mockResolvedValue(
      jsonResponse({ resultStat: '999', resultMsg: '该供应商已在黑名单中', data: null }),
    );

    const envelope = await client.requestEnvelope(findByTypeNotAuth, dictionaryInput, { onReminderConfirm });

    expect(envelope).toEqual({ resultStat: '999', resultMsg: '该供应商已在黑名单中', data: null });
    expect(feedback.showReminder).toHaveBeenCalledTimes(1);
    const dialog = firstReminder(feedback);
    expect(dialog).toMatchObject({
      title: '提醒',
      content: '该供应商已在黑名单中',
      okText: '确定',
      cancelText: '取消',
    });
    expect(onReminderConfirm).not.toHaveBeenCalled();
    dialog.onOk?.();
    expect(onReminderConfirm).toHaveBeenCalledTimes(1);
    expect(feedback.showErrorToast).not.toHaveBeenCalled();
  });

  it("uses the default text and offers no 取消 on a '999' without message or callback", async () => {
    const { client, fetch, feedback } = setup();
    fetch.mockResolvedValue(jsonResponse({ resultStat: '999', resultMsg: '', data: null }));

    const error = await rejectionOf(client.request(findByTypeNotAuth, dictionaryInput));

    expect(error.kind).toBe('reminder');
    expect(error.resultStat).toBe('999');
    expect(error.notified).toBe(true);
    const dialog = firstReminder(feedback);
    expect(dialog.content).toBe(DEFAULT_REMINDER_MESSAGE);
    expect(dialog.cancelText).toBeUndefined();
    expect(dialog.onOk).toBeUndefined();
  });

  it("rejects a '999' silently with hideErrMsg", async () => {
    const { client, fetch, feedback } = setup();
    fetch.mockResolvedValue(jsonResponse({ resultStat: '999', resultMsg: '提醒内容', data: null }));

    const error = await rejectionOf(
      client.requestEnvelope(findByTypeNotAuth, dictionaryInput, { hideErrMsg: true }),
    );

    expect(error.kind).toBe('reminder');
    expect(error.notified).toBe(false);
    expect(feedback.showReminder).not.toHaveBeenCalled();
    expect(feedback.showErrorToast).not.toHaveBeenCalled();
  });

  it('toasts the server message for 3 s and rejects on any other result', async () => {
    const { client, fetch, feedback } = setup();
    fetch.mockResolvedValue(
      jsonResponse({ resultStat: '400', resultMsg: '字典类型不能为空', data: null }, 400),
    );

    const error = await rejectionOf(client.request(findByTypeNotAuth, dictionaryInput));

    expect(error).toMatchObject({ kind: 'result', resultStat: '400', httpStatus: 400, notified: true });
    expect(error.message).toBe('字典类型不能为空');
    expect(feedback.showErrorToast).toHaveBeenCalledWith('字典类型不能为空', TOAST_DURATION_MS);
    expect(TOAST_DURATION_MS).toBe(3_000);
    expect(feedback.showReminder).not.toHaveBeenCalled();
  });

  it('rejects other results silently with hideErrMsg', async () => {
    const { client, fetch, feedback } = setup();
    fetch.mockResolvedValue(jsonResponse({ resultStat: '500', resultMsg: '系统繁忙', data: null }, 500));

    const error = await rejectionOf(client.request(findByTypeNotAuth, dictionaryInput, { hideErrMsg: true }));

    expect(error.kind).toBe('result');
    expect(feedback.showErrorToast).not.toHaveBeenCalled();
  });

  it('toasts transport errors for 3 s', async () => {
    const { client, fetch, feedback } = setup();
    fetch.mockRejectedValue(new TypeError('Failed to fetch'));

    const error = await rejectionOf(client.request(findByTypeNotAuth, dictionaryInput));

    expect(error.kind).toBe('transport');
    expect(error.cause).toBeInstanceOf(TypeError);
    expect(feedback.showErrorToast).toHaveBeenCalledWith(requestMessages.networkError, TOAST_DURATION_MS);
  });

  it('sends each POST with its own Idempotency-Key, and a GET with none', async () => {
    const { client, fetch } = setup();
    fetch.mockImplementation(async () => jsonResponse({ resultStat: '000', data: null }));
    await client.request(findByTypeNotAuth, dictionaryInput);
    await client.request(findByTypeNotAuth, dictionaryInput);
    await client.requestBlob(downloadEndpoint, { query: { fileId: '1' } } as never).catch(() => undefined);
    const keys = fetch.mock.calls.map(([, init]) => new Headers(init.headers).get('Idempotency-Key'));
    expect(keys[0]).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(keys[1]).toMatch(/^[0-9a-f-]{36}$/);
    expect(keys[1]).not.toBe(keys[0]);
    expect(keys[2]).toBeNull();
  });

  it('sends a POST once more, with the same key, after a network error or a 503', async () => {
    const { client, fetch, feedback } = setup();
    fetch
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockResolvedValueOnce(jsonResponse({ resultStat: '000', data: 'first' }))
      .mockResolvedValueOnce(jsonResponse({ resultStat: '503', resultMsg: '服务暂不可用' }, 503))
      .mockResolvedValueOnce(jsonResponse({ resultStat: '000', data: 'second' }));
    await expect(client.request(findByTypeNotAuth, dictionaryInput)).resolves.toBe('first');
    await expect(client.request(findByTypeNotAuth, dictionaryInput)).resolves.toBe('second');
    const keys = fetch.mock.calls.map(([, init]) => new Headers(init.headers).get('Idempotency-Key'));
    expect(keys).toHaveLength(4);
    expect(keys[1]).toBe(keys[0]);
    expect(keys[3]).toBe(keys[2]);
    expect(keys[2]).not.toBe(keys[0]);
    expect(feedback.showErrorToast).not.toHaveBeenCalled();
  });

  it('retries only once, and never a GET', async () => {
    const { client, fetch, feedback } = setup();
    fetch.mockImplementation(async () => jsonResponse({ resultStat: '503', resultMsg: '服务暂不可用' }, 503));
    const error = await rejectionOf(client.request(findByTypeNotAuth, dictionaryInput));
    expect(error).toMatchObject({ kind: 'result', httpStatus: 503 });
    expect(fetch).toHaveBeenCalledTimes(2);
    expect(feedback.showErrorToast).toHaveBeenCalledTimes(1);

    fetch.mockClear();
    fetch.mockRejectedValue(new TypeError('Failed to fetch'));
    await rejectionOf(client.requestBlob(downloadEndpoint, { query: { fileId: '1' } } as never));
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('toasts an HTTP error that carries no envelope', async () => {
    const { client, fetch, feedback } = setup();
    fetch.mockResolvedValue(new Response('<html>Bad gateway</html>', { status: 502 }));

    const error = await rejectionOf(client.request(findByTypeNotAuth, dictionaryInput));

    expect(error).toMatchObject({ kind: 'transport', httpStatus: 502 });
    expect(feedback.showErrorToast).toHaveBeenCalledWith(requestMessages.httpError(502), TOAST_DURATION_MS);
  });

  it('ignores requests cancelled in flight: no toast', async () => {
    const { client, fetch, feedback } = setup();
    fetch.mockImplementation(hangUntilAborted);
    const controller = new AbortController();

    const pending = client.request(findByTypeNotAuth, dictionaryInput, { signal: controller.signal });
    controller.abort();
    const error = await rejectionOf(pending);

    expect(error.kind).toBe('cancelled');
    expect(feedback.showErrorToast).not.toHaveBeenCalled();
    expect(feedback.showReminder).not.toHaveBeenCalled();
  });

  it('does not send a request whose signal is already aborted', async () => {
    const { client, fetch, feedback } = setup();
    const controller = new AbortController();
    controller.abort();

    const error = await rejectionOf(
      client.request(findByTypeNotAuth, dictionaryInput, { signal: controller.signal }),
    );

    expect(error.kind).toBe('cancelled');
    expect(fetch).not.toHaveBeenCalled();
    expect(feedback.showErrorToast).not.toHaveBeenCalled();
  });

  it('times out public calls after 60 s with a toast', async () => {
    vi.useFakeTimers();
    const { client, fetch, feedback } = setup();
    fetch.mockImplementation(hangUntilAborted);

    const pending = rejectionOf(client.request(findByTypeNotAuth, dictionaryInput));
    await vi.advanceTimersByTimeAsync(REQUEST_TIMEOUT_MS.public - 1);
    expect(feedback.showErrorToast).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    const error = await pending;

    expect(error.kind).toBe('timeout');
    expect(feedback.showErrorToast).toHaveBeenCalledWith(requestMessages.timeout, TOAST_DURATION_MS);
  });

  it('rejects a time-out silently with hideErrMsg, after 600 s in the supplier workspace', async () => {
    vi.useFakeTimers();
    const { client, fetch, feedback } = setup();
    fetch.mockImplementation(hangUntilAborted);
    let settled = false;

    const pending = rejectionOf(
      client.request(findByTypeNotAuth, dictionaryInput, { hideErrMsg: true, area: 'supplierPortal' }),
    ).finally(() => {
      settled = true;
    });
    await vi.advanceTimersByTimeAsync(REQUEST_TIMEOUT_MS.public);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(REQUEST_TIMEOUT_MS.supplierPortal - REQUEST_TIMEOUT_MS.public);
    const error = await pending;

    expect(error.kind).toBe('timeout');
    expect(feedback.showErrorToast).not.toHaveBeenCalled();
  });

  it('marks every call as the portal page and never sends a token of its own', async () => {
    const { client, fetch } = setup();
    fetch.mockResolvedValue(jsonResponse({ resultStat: '000', resultMsg: '', data: {} }));
    await client.request(findByTypeNotAuth, dictionaryInput);
    const { headers } = firstFetch(fetch);
    expect(headers.get('x-supportal-client')).toBe('web');
    expect(headers.has('Authorization')).toBe(false);
    expect(headers.has('x-supportal-viewer')).toBe(false);

    const loggedIn = setup({ believesLoggedIn: () => true });
    loggedIn.fetch.mockResolvedValue(jsonResponse({ resultStat: '000', resultMsg: '', data: {} }));
    await loggedIn.client.request(findByTypeNotAuth, dictionaryInput);
    expect(firstFetch(loggedIn.fetch).headers.get('x-supportal-viewer')).toBe('1');
  });

  it('reports an ended session once and keeps the call itself quiet when that was told', async () => {
    const onSessionEnded = vi.fn(() => true);
    const { client, fetch, feedback } = setup({ onSessionEnded });
    fetch.mockResolvedValue(jsonResponse({ resultStat: '401', resultMsg: '请先登录', data: null }, 401));
    const error = await rejectionOf(
      client.request(findByTypeNotAuth, dictionaryInput, {
        pageUrl: '/purHome/noticeList?purchaseNoticeType=8',
      }),
    );
    expect(error).toMatchObject({ kind: 'result', httpStatus: 401 });
    expect(onSessionEnded).toHaveBeenCalledTimes(1);
    expect(onSessionEnded).toHaveBeenCalledWith('/purHome/noticeList?purchaseNoticeType=8');
    expect(feedback.showErrorToast).not.toHaveBeenCalled();

    // A public call answered normally, but saying the cookie it carried was dead.
    fetch.mockResolvedValue(
      new Response(JSON.stringify({ resultStat: '000', resultMsg: '', data: {} }), {
        headers: { 'Content-Type': 'application/json', 'x-session-expired': '1' },
      }),
    );
    await client.request(findByTypeNotAuth, dictionaryInput);
    expect(onSessionEnded).toHaveBeenCalledTimes(2);
  });

  it('keeps quiet the other calls sent as the viewer that learn of the same end', async () => {
    let viewer = true;
    // The first answer tells the user and forgets the viewer; the calls sent beside it find nobody left.
    const onSessionEnded = vi.fn(() => {
      const told = viewer;
      viewer = false;
      return told;
    });
    const { client, fetch, feedback } = setup({ onSessionEnded, believesLoggedIn: () => viewer });
    const answers: ((response: Response) => void)[] = [];
    fetch.mockImplementation(() => new Promise<Response>((resolve) => answers.push(resolve)));
    const calls = [0, 1, 2].map(() => rejectionOf(client.request(findByTypeNotAuth, dictionaryInput)));
    await vi.waitFor(() => expect(answers).toHaveLength(3));
    for (const answer of answers)
      answer(jsonResponse({ resultStat: '401', resultMsg: '请先登录', data: null }, 401));
    await Promise.all(calls);
    expect(onSessionEnded).toHaveBeenCalledTimes(3);
    expect(feedback.showErrorToast).not.toHaveBeenCalled();
  });

  it('shows the 401 itself when nobody was logged in', async () => {
    const { client, fetch, feedback } = setup({ onSessionEnded: () => false });
    fetch.mockResolvedValue(jsonResponse({ resultStat: '401', resultMsg: '请先登录', data: null }, 401));
    await rejectionOf(client.request(findByTypeNotAuth, dictionaryInput));
    expect(feedback.showErrorToast).toHaveBeenCalledWith('请先登录', TOAST_DURATION_MS);
  });

  it('passes blob answers straight through and sends GET input as query string', async () => {
    const { client, fetch, feedback } = setup();
    const file = new Blob(['%PDF-1.7'], { type: 'application/pdf' });
    fetch.mockResolvedValue(new Response(file, { headers: { 'Content-Type': 'application/pdf' } }));

    const blob = await client.requestBlob(downloadEndpoint, {
      body: undefined,
      query: { fileId: '42' },
    } as never);

    expect(blob).toBeInstanceOf(Blob);
    expect(await blob.text()).toBe('%PDF-1.7');
    const { url, init } = firstFetch(fetch);
    expect(url).toBe('/supportal/v1/file/download-get?fileId=42');
    expect(init.method).toBe('GET');
    expect(init.body).toBeUndefined();
    expect(feedback.showErrorToast).not.toHaveBeenCalled();
  });

  it('treats a JSON answer to a download as an error envelope', async () => {
    const { client, fetch, feedback } = setup();
    fetch.mockResolvedValue(jsonResponse({ resultStat: '404', resultMsg: '附件不存在', data: null }, 404));

    const error = await rejectionOf(
      client.requestBlob(downloadEndpoint, { body: undefined, query: { fileId: '7' } } as never),
    );

    expect(error).toMatchObject({ kind: 'result', resultStat: '404' });
    expect(feedback.showErrorToast).toHaveBeenCalledWith('附件不存在', TOAST_DURATION_MS);
  });
});
