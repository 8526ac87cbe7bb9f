import { createHmac } from 'node:crypto';
import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import { request as httpRequest, type RequestOptions } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { BlockList, isIP, type LookupFunction } from 'node:net';
import type { TWebhookChannelKind } from '@supportal/contract';

/**
 * Chat-group robots (企业微信, 钉钉, 飞书 custom bots): their signatures, message bodies and answers, and
 * a sender that only ever connects to public addresses (SSRF): every address a host name resolves to is
 * checked when the connection is made, so a name that changes its answer (DNS rebinding) gains nothing.
 */

/** 钉钉 加签: HmacSHA256 of "timestamp\nsecret" keyed by the secret, Base64, then URL-encoded. */
export const dingTalkSign = (secret: string, timestampMs: number): string =>
  encodeURIComponent(createHmac('sha256', secret).update(`${timestampMs}\n${secret}`).digest('base64'));

/** 飞书 签名校验: HmacSHA256 keyed by "timestamp\nsecret" over an empty message, Base64 (timestamp in seconds). */
export const feishuSign = (secret: string, timestampSeconds: number): string =>
  createHmac('sha256', `${timestampSeconds}\n${secret}`).update('').digest('base64');

/** Addresses no webhook may reach: private, shared, link-local, multicast, reserved, unspecified. */
const FORBIDDEN = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const)
  FORBIDDEN.addSubnet(network, prefix, 'ipv4');
for (const [network, prefix] of [
  ['::', 128],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
  ['64:ff9b::', 96],
] as const)
  FORBIDDEN.addSubnet(network, prefix, 'ipv6');
const LOOPBACK = new BlockList();
LOOPBACK.addSubnet('127.0.0.0', 8, 'ipv4');
LOOPBACK.addAddress('::1', 'ipv6');

/** An IPv4 address written as IPv6 (::ffff:10.0.0.1) is judged as the IPv4 address it is. */
const plainAddress = (address: string) => {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  return mapped?.[1] ?? address;
};

export type TWebhookPolicy = {
  /** Development and tests: http and loopback addresses (a local receiver) are allowed. */
  allowLoopback: boolean;
};

/** Why an address may not be reached, or null when it may. */
export const refusedAddressReason = (address: string, policy: TWebhookPolicy): string | null => {
  const plain = plainAddress(address);
  const family = isIP(plain) === 6 ? 'ipv6' : 'ipv4';
  if (LOOPBACK.check(plain, family)) return policy.allowLoopback ? null : '不能指向本机地址（回环地址）';
  if (FORBIDDEN.check(plain, family)) return '不能指向内网、链路本地或保留地址';
  return null;
};

export class WebhookRefusedError extends Error {}

/** Checks a webhook address before anything is sent: https (http only to loopback in development), no credentials. */
export const checkWebhookUrl = (raw: string, policy: TWebhookPolicy): URL => {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new WebhookRefusedError('Webhook 地址格式不正确');
  }
  if (url.username || url.password) throw new WebhookRefusedError('Webhook 地址不能包含用户名或密码');
  const host = url.hostname.replace(/^\[|\]$/g, '');
  if (url.protocol === 'http:') {
    const loopback =
      host === 'localhost' ||
      (isIP(host) !== 0 &&
        LOOPBACK.check(plainAddress(host), isIP(plainAddress(host)) === 6 ? 'ipv6' : 'ipv4'));
    if (!(policy.allowLoopback && loopback))
      throw new WebhookRefusedError('Webhook 地址必须以 https:// 开头');
  } else if (url.protocol !== 'https:') throw new WebhookRefusedError('Webhook 地址必须以 https:// 开头');
  if (isIP(host) !== 0) {
    const reason = refusedAddressReason(host, policy);
    if (reason) throw new WebhookRefusedError(`Webhook 地址${reason}`);
  }
  return url;
};

/** dns.lookup that refuses forbidden addresses: the check happens on the address actually connected to. */
const guardedLookup =
  (policy: TWebhookPolicy): LookupFunction =>
  (hostname, options, callback) => {
    dnsLookup(hostname, { ...options, all: true }, (error, addresses: LookupAddress[]) => {
      if (error) return callback(error, '', 0);
      for (const entry of addresses) {
        const reason = refusedAddressReason(entry.address, policy);
        if (reason) return callback(new WebhookRefusedError(`Webhook 地址${reason}`), '', 0);
      }
      if (options.all)
        return (callback as unknown as (e: null, list: LookupAddress[]) => void)(null, addresses);
      const [first] = addresses;
      if (!first) return callback(new Error(`无法解析 ${hostname}`), '', 0);
      return callback(null, first.address, first.family);
    });
  };

const WEBHOOK_TIMEOUT_MS = 10_000;
const MAX_ANSWER_BYTES = 64 * 1024;

/** POSTs JSON to a checked address; answers the status and (the start of) the body. No redirects are followed. */
const postJson = (url: URL, body: unknown, policy: TWebhookPolicy) =>
  new Promise<{ status: number; text: string }>((resolve, reject) => {
    const payload = Buffer.from(JSON.stringify(body));
    const options: RequestOptions = {
      method: 'POST',
      headers: {
        'content-type': 'application/json; charset=utf-8',
        'content-length': payload.length,
        'user-agent': 'supportal-alerts/1',
      },
      lookup: guardedLookup(policy),
      timeout: WEBHOOK_TIMEOUT_MS,
    };
    const request = (url.protocol === 'https:' ? httpsRequest : httpRequest)(url, options, (response) => {
      const chunks: Buffer[] = [];
      let size = 0;
      response.on('data', (chunk: Buffer) => {
        size += chunk.length;
        if (size <= MAX_ANSWER_BYTES) chunks.push(chunk);
      });
      response.on('end', () =>
        resolve({ status: response.statusCode ?? 0, text: Buffer.concat(chunks).toString('utf8') }),
      );
      response.on('error', reject);
    });
    request.on('timeout', () => request.destroy(new Error('机器人 10 秒内没有应答')));
    request.on('error', reject);
    request.end(payload);
  });

export type TRobotMessage = { title: string; lines: readonly string[]; link: string | null };

const markdownOf = (message: TRobotMessage) =>
  [
    message.link ? `**[${message.title}](${message.link})**` : `**${message.title}**`,
    ...message.lines.map((line) => `> ${line}`),
  ].join('\n');

const textOf = (message: TRobotMessage) =>
  [message.title, ...message.lines, ...(message.link ? [message.link] : [])].join('\n');

/** The body each robot takes (its documented markdown or text message). */
const bodyOf = (kind: TWebhookChannelKind, message: TRobotMessage, secret: string | null, now: Date) => {
  switch (kind) {
    case 'wecom':
      return { msgtype: 'markdown', markdown: { content: markdownOf(message) } };
    case 'dingtalk':
      return { msgtype: 'markdown', markdown: { title: message.title, text: markdownOf(message) } };
    case 'feishu': {
      const timestamp = Math.floor(now.getTime() / 1000);
      return {
        ...(secret ? { timestamp: String(timestamp), sign: feishuSign(secret, timestamp) } : {}),
        msg_type: 'text',
        content: { text: textOf(message) },
      };
    }
  }
};

/** The address to post to: DingTalk's signature travels in the query. */
const addressOf = (kind: TWebhookChannelKind, url: URL, secret: string | null, now: Date) => {
  if (kind !== 'dingtalk' || !secret) return url;
  const signed = new URL(url);
  const timestamp = now.getTime();
  // The sign is already URL-encoded (as documented); appended as is, not encoded twice.
  signed.search = `${signed.search ? `${signed.search}&` : '?'}timestamp=${timestamp}&sign=${dingTalkSign(secret, timestamp)}`;
  return signed;
};

/** Robots answer 200 with an error code in the body (errcode for WeCom and DingTalk, code for Feishu). */
const robotError = (kind: TWebhookChannelKind, status: number, text: string): string | null => {
  if (status < 200 || status >= 300) return `机器人返回 HTTP ${status}`;
  let answer: Record<string, unknown>;
  try {
    answer = JSON.parse(text) as Record<string, unknown>;
  } catch {
    return '机器人的应答不是 JSON，请确认地址是机器人的 Webhook 地址';
  }
  const code = kind === 'feishu' ? (answer.code ?? answer.StatusCode) : answer.errcode;
  if (code === 0) return null;
  const message = kind === 'feishu' ? (answer.msg ?? answer.StatusMessage) : answer.errmsg;
  return `机器人拒绝了消息（错误码 ${String(code ?? '无')}${message ? `：${String(message)}` : ''}）`;
};

/** Sends one message; throws with a readable reason when the robot did not take it. */
export const sendRobotMessage = async (
  target: { kind: TWebhookChannelKind; url: string; secret: string | null },
  message: TRobotMessage,
  policy: TWebhookPolicy,
  now = new Date(),
): Promise<void> => {
  const url = checkWebhookUrl(target.url, policy);
  const answer = await postJson(
    addressOf(target.kind, url, target.secret, now),
    bodyOf(target.kind, message, target.secret, now),
    policy,
  ).catch((error: Error) => {
    if (error instanceof WebhookRefusedError) throw error;
    throw new Error(`无法连接机器人：${error.message}`);
  });
  const failure = robotError(target.kind, answer.status, answer.text);
  if (failure) throw new Error(failure);
};

/** What the owner sees of a webhook: host and path, the key masked (the address is itself a credential). */
export const maskWebhookUrl = (raw: string): string => {
  try {
    const url = new URL(raw);
    const path = url.pathname.replace(/[^/]{9,}$/, (last) => `${last.slice(0, 4)}****`);
    return `${url.protocol}//${url.host}${path}${url.search ? '?****' : ''}`;
  } catch {
    return '****';
  }
};
