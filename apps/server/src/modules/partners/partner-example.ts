import type { AddressInfo } from 'node:net';
import {
  RESULT_STAT,
  verifyPartnerToken,
  type TEnvelope,
  type TPartnerTokenIdentity,
} from '@supportal/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { escapeHtml } from '../../lib/html-escape.js';

/**
 * The reference partner page: what a partner system's landing page does with the portal's arrival,
 * served by this server so the demo's OBP_INTERFACE entries have a working partner to open. It plays
 * the partner exactly: it reads what arrived (query of a getIframe, form of a postIframe), and checks
 * the token with the portal's verify call over HTTP, with its own system key and secret.
 */
export const PARTNER_EXAMPLE_PATH = '/partner-example';

const FORM_LIMIT_BYTES = 16 * 1024;
const VERIFY_TIMEOUT_MS = 5_000;

/**
 * Framed by the portal only; no scripts, no outgoing forms, nothing loaded from elsewhere. It lives on
 * the portal's origin, so `sandbox` gives it an opaque origin of its own wherever it is opened: it can
 * never act as the portal (the portal's frame also leaves out allow-same-origin for such pages).
 */
const PAGE_POLICY =
  "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'self'; form-action 'none'; base-uri 'none'; sandbox";

type TVerification =
  | { outcome: 'verified'; identity: TPartnerTokenIdentity }
  | { outcome: 'refused'; status: number; message: string }
  | { outcome: 'no-token' };

/** Where the partner reaches the portal: its own listening address (never the Host a browser sent). */
const portalAddress = (app: FastifyInstance): string => {
  const address = app.server.address() as AddressInfo | null;
  if (!address) throw new Error('server is not listening');
  const host =
    address.address === '0.0.0.0' || address.address === '::'
      ? '127.0.0.1'
      : address.family === 'IPv6'
        ? `[${address.address}]`
        : address.address;
  return `http://${host}:${address.port}`;
};

/** POST /supportal/v1/partner/verify-token as any partner calls it. */
const verifyToken = async (
  portal: string,
  credentials: { system: string; secret: string },
  token: string,
  page: string,
): Promise<TVerification> => {
  try {
    const response = await fetch(`${portal}${verifyPartnerToken.path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ ...credentials, token, page }),
      signal: AbortSignal.timeout(VERIFY_TIMEOUT_MS),
    });
    const envelope = (await response.json()) as TEnvelope<TPartnerTokenIdentity>;
    if (envelope.resultStat === RESULT_STAT.success && envelope.data)
      return { outcome: 'verified', identity: envelope.data };
    return { outcome: 'refused', status: response.status, message: envelope.resultMsg };
  } catch (error) {
    return { outcome: 'refused', status: 0, message: `门户核验接口无法访问：${(error as Error).message}` };
  }
};

const IDENTITY_LABELS: [Exclude<keyof TPartnerTokenIdentity, 'pages'>, string][] = [
  ['acctId', '登录账号 acctId'],
  ['userName', '姓名'],
  ['accountKind', '账号类型'],
  ['accountLevel', '主账号 1 / 子账号 2'],
  ['supplierCode', '供应商编码'],
  ['supplierName', '供应商名称'],
  ['corpCode', '单位编码'],
  ['orgCode', '机构编码'],
  ['sysCode', '系统编码'],
  ['scope', '令牌所属系统'],
  ['issuedAt', '签发时间'],
];

/** Tokens are shown shortened: the page demonstrates what arrived, it does not republish credentials. */
const shown = (name: string, value: string) =>
  name === 'token' && value.length > 10 ? `${value.slice(0, 6)}…（共 ${value.length} 位）` : value;

const rows = (entries: [string, string][]) =>
  entries
    .map(([name, value]) => `<tr><th>${escapeHtml(name)}</th><td>${escapeHtml(value)}</td></tr>`)
    .join('');

const renderPage = (input: {
  system: string;
  method: string;
  received: [string, string][];
  verification: TVerification;
}) => {
  const { verification } = input;
  const result =
    verification.outcome === 'verified'
      ? `<p class="ok" data-verification="verified">令牌核验通过：门户确认了以下用户（该令牌已用完，不能再次核验）。</p>` +
        `<table>${rows([
          ...IDENTITY_LABELS.map(([key, label]): [string, string] => [
            label,
            String(verification.identity[key]),
          ]),
          [
            '菜单项及页面 pages',
            verification.identity.pages.map((item) => `${item.menuCode} → ${item.page}`).join('；'),
          ],
        ])}</table>`
      : verification.outcome === 'refused'
        ? `<p class="bad" data-verification="refused">令牌核验失败（HTTP ${verification.status}）：${escapeHtml(verification.message)}</p>`
        : `<p data-verification="no-token">未携带令牌：该页面以 noJoin 方式直接打开，无需核验。</p>`;
  return (
    `<!doctype html><html lang="zh-CN"><head><meta charset="utf-8"><title>合作系统示例页面</title>` +
    `<meta name="viewport" content="width=device-width, initial-scale=1">` +
    `<style>body{font-family:system-ui,"Microsoft YaHei",sans-serif;margin:0;padding:24px;color:#1f1f1f;background:#f7f9fc}` +
    `h1{font-size:20px;margin:0 0 4px}h2{font-size:16px;margin:20px 0 8px}.note{color:#666;margin:0 0 16px}` +
    `table{border-collapse:collapse;background:#fff;min-width:320px;max-width:100%}th,td{border:1px solid #dfe3eb;padding:6px 10px;text-align:left;font-size:14px;word-break:break-all}` +
    `th{background:#f0f3f8;font-weight:500;white-space:nowrap}.ok{color:#237804;font-weight:600}.bad{color:#cf1322;font-weight:600}</style></head>` +
    `<body><h1>合作系统示例页面：${escapeHtml(input.system)}</h1>` +
    `<p class="note">门户内嵌页面的参考实现：读取门户带来的参数，并以本系统的标识和密钥在服务端调用门户的令牌核验接口。</p>` +
    `<h2>收到的参数（${escapeHtml(input.method)}）</h2>` +
    (input.received.length > 0
      ? `<table>${rows(input.received.map(([name, value]) => [name, shown(name, value)]))}</table>`
      : '<p>没有收到参数。</p>') +
    `<h2>令牌核验</h2>${result}</body></html>`
  );
};

const fieldsOf = (value: unknown): [string, string][] =>
  value && typeof value === 'object'
    ? Object.entries(value as Record<string, unknown>).flatMap(([name, item]) =>
        typeof item === 'string' ? [[name, item] as [string, string]] : [],
      )
    : [];

/** Registers GET and POST of /partner-example/:system (demo only). */
export const registerPartnerExample = async (
  app: FastifyInstance,
  secrets: Readonly<Record<string, string>>,
) => {
  await app.register(async (scope) => {
    scope.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: FORM_LIMIT_BYTES },
      (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(body as string))),
    );
    const handle = async (request: FastifyRequest, reply: FastifyReply) => {
      const { system } = request.params as { system: string };
      // A POST arrival carries the frame form; its address only says supplierMgr=supplierMgr.
      const received = [
        ...fieldsOf(request.query),
        ...(request.method === 'POST' ? fieldsOf(request.body) : []),
      ];
      const token = received.find(([name]) => name === 'token')?.[1] ?? '';
      // The page about to be shown: the frame form's url (tUrl), else this address. The portal refuses a
      // token bound to another menu item's page.
      const formPage =
        request.method === 'POST' ? fieldsOf(request.body).find(([name]) => name === 'url')?.[1] : '';
      const page = formPage || request.url.split('?')[0] || '';
      const secret = secrets[system];
      const verification: TVerification =
        token === ''
          ? { outcome: 'no-token' }
          : secret === undefined
            ? { outcome: 'refused', status: 0, message: `本示例没有 ${system} 的密钥（PARTNER_SECRETS）` }
            : await verifyToken(portalAddress(app), { system, secret }, token, page);
      return reply
        .header('content-security-policy', PAGE_POLICY)
        .header('cache-control', 'no-store')
        .header('referrer-policy', 'no-referrer')
        .type('text/html; charset=utf-8')
        .send(renderPage({ system, method: request.method, received, verification }));
    };
    const route = `${PARTNER_EXAMPLE_PATH}/:system`;
    scope.get(route, { schema: { hide: true } }, handle);
    scope.post(route, { schema: { hide: true } }, handle);
  });
};
