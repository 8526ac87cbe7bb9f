import { TASK_PAGE_PATH, TASK_PAGE_QUERY_FIELDS, ZTaskWindowForm } from '@supportal/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../../lib/app-error.js';
import { escapeHtml } from '../../lib/html-escape.js';
import type { TLoginService } from '../auth/index.js';
import { sessionCookieOf, setSessionCookie } from '../../plugins/session-cookie.js';

const FORM_LIMIT_BYTES = 16 * 1024;

/** A form posted by a page of this site: a foreign page could otherwise log the browser in as someone else. */
const isSameSiteForm = (request: FastifyRequest) => {
  const fetchSite = request.headers['sec-fetch-site'];
  if (fetchSite !== undefined) return fetchSite === 'same-origin';
  const origin = request.headers.origin;
  if (!origin) return false;
  try {
    return new URL(origin).host === request.host;
  } catch {
    return false;
  }
};

/** A small page of its own: the task window has nothing else to show when the hand-off fails. */
const failurePage = (reply: FastifyReply, status: number, message: string) =>
  reply
    .status(status)
    .type('text/html; charset=utf-8')
    .header('cache-control', 'no-store')
    .send(
      `<!doctype html><html lang="zh-CN"><head><meta charset="utf-8"><title>任务打开失败</title></head>` +
        `<body style="font-family:sans-serif;padding:48px;color:#333"><h1 style="font-size:20px">任务打开失败</h1>` +
        `<p>${escapeHtml(message)}</p><p>请关闭本窗口，从“我的待办”重新打开任务。</p></body></html>`,
    );

/**
 * POST /purchase/task/myTask, the workflow address the work bench posts its task form to: checks the
 * single-use ticket (the window may have no session yet), then sends the browser to the task page's
 * GET address (303) — so a reload or Back never posts the used ticket again.
 */
export const registerTaskWindowHandOff = async (app: FastifyInstance, login: TLoginService) => {
  await app.register(async (scope) => {
    scope.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: FORM_LIMIT_BYTES },
      (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(body as string))),
    );
    scope.post(TASK_PAGE_PATH, { schema: { hide: true } }, async (request, reply) => {
      if (!isSameSiteForm(request)) return failurePage(reply, 403, '任务表单不是从本门户提交的。');
      const form = ZTaskWindowForm.safeParse(request.body ?? {});
      if (!form.success)
        return failurePage(reply, 400, `任务参数有误：${form.error.issues[0]?.message ?? ''}`);
      const cookie = sessionCookieOf(request);
      const current = cookie ? await app.sessionOfToken(cookie) : null;
      try {
        const started = await login.taskWindowSession(
          { accId: form.data.acctId, token: form.data.token },
          current?.accountId ?? null,
          { ip: request.ip, session: current, loggedIn: current !== null, caller: null, request, reply },
        );
        if (started?.value) setSessionCookie(reply, request, started.value, started.expiresIn ?? 0);
      } catch (error) {
        if (error instanceof AppError && error.code !== 'internal')
          return failurePage(reply, error.code === 'tooManyRequests' ? 429 : 401, error.message);
        throw error;
      }
      const query = new URLSearchParams();
      for (const field of TASK_PAGE_QUERY_FIELDS) {
        const value = form.data[field];
        if (value) query.set(field, value);
      }
      return reply.header('cache-control', 'no-store').redirect(`${TASK_PAGE_PATH}?${query.toString()}`, 303);
    });
  });
};
