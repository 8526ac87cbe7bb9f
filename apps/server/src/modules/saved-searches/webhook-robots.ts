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

/** IPv4 networks no webhook may reach: private, shared, link-local, documentation, multicast, reserved, unspecified. */
const FORBIDDEN_IPV4 = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const)
  FORBIDDEN_IPV4.addSubnet(network, prefix, 'ipv4');
/**
 * IPv6 networks no webhook may reach: unspecified, unique-local, link- and site-local, multicast,
 * discard, documentation, local-use NAT64 and Teredo (whose embedded address is obscured).
 */
const FORBIDDEN_IPV6 = new BlockList();
for (const [network, prefix] of [
  ['::', 128],
  ['fc00::', 7],
  ['fe80::', 10],
  ['fec0::', 10],
  ['ff00::', 8],
  ['100::', 64],
  ['2001:db8::', 32],
  ['2001::', 32],
  ['64:ff9b:1::', 48],
] as const)
  FORBIDDEN_IPV6.addSubnet(network, prefix, 'ipv6');

/** The 16 bytes of an IPv6 address (a zone index dropped, a trailing dotted IPv4 part read), or null. */
const ipv6Bytes = (address: string): number[] | null => {
  const text = address.replace(/%.*$/, '');
  if (isIP(text) !== 6) return null;
  const halves = text.split('::');
  const groupsOf = (part: string | undefined) =>
    !part
      ? []
      : part.split(':').flatMap((group) => {
          if (!group.includes('.')) return [parseInt(group, 16)];
          const [a = 0, b = 0, c = 0, d = 0] = group.split('.').map(Number);
          return [(a << 8) | b, (c << 8) | d];
        });
  const head = groupsOf(halves[0]);
  const tail = groupsOf(halves[1]);
  const groups =
    halves.length === 2 ? [...head, ...Array<number>(8 - head.length - tail.length).fill(0), ...tail] : head;
  return groups.flatMap((group) => [group >> 8, group & 0xff]);
};

const startsWith = (bytes: number[], prefix: number[]) =>
  prefix.every((byte, index) => bytes[index] === byte);
const ZEROS_80 = Array<number>(10).fill(0);

/**
 * The IPv4 address an IPv6 address stands for, or null: IPv4-compatible (::a.b.c.d), IPv4-mapped
 * (::ffff:a.b.c.d), IPv4-translated (::ffff:0:a.b.c.d), NAT64 (64:ff9b::a.b.c.d) and 6to4 (2002:AABB:CCDD::).
 */
const embeddedIpv4 = (bytes: number[]): string | null => {
  const quad = (at: number) => bytes.slice(at, at + 4).join('.');
  if (startsWith(bytes, [...ZEROS_80, 0, 0])) return quad(12);
  if (startsWith(bytes, [...ZEROS_80, 0xff, 0xff])) return quad(12);
  if (startsWith(bytes, [...Array<number>(8).fill(0), 0xff, 0xff, 0, 0])) return quad(12);
  if (startsWith(bytes, [0, 0x64, 0xff, 0x9b, ...Array<number>(8).fill(0)])) return quad(12);
  if (startsWith(bytes, [0x20, 0x02])) return quad(2);
  return null;
};

const isLoopbackIpv4 = (address: string) => address.split('.')[0] === '127';

export type TWebhookPolicy = {
  /** Tests only (given through the app options): http and plain loopback addresses (a local receiver) are allowed. */
  allowLoopback: boolean;
};

const LOOPBACK_REASON = '不能指向本机地址（回环地址）';
const PRIVATE_REASON = '不能指向内网、链路本地或保留地址';

/** Why an address may not be reached, or null when it may; an IPv6 address is judged with the IPv4 address it embeds. */
export const refusedAddressReason = (address: string, policy: TWebhookPolicy): string | null => {
  if (isIP(address) === 4) {
    if (isLoopbackIpv4(address)) return policy.allowLoopback ? null : LOOPBACK_REASON;
    return FORBIDDEN_IPV4.check(address, 'ipv4') ? PRIVATE_REASON : null;
  }
  const bytes = ipv6Bytes(address);
  if (!bytes) return PRIVATE_REASON;
  if (startsWith(bytes, [...ZEROS_80, 0, 0, 0, 0, 0, 1]))
    return policy.allowLoopback ? null : LOOPBACK_REASON;
  const ipv4 = embeddedIpv4(bytes);
  if (ipv4) {
    if (isLoopbackIpv4(ipv4)) return LOOPBACK_REASON;
    return FORBIDDEN_IPV4.check(ipv4, 'ipv4') ? PRIVATE_REASON : null;
  }
  const canonical = bytes
    .reduce<string[]>((groups, byte, index) => {
      if (index % 2 === 0) groups.push(((byte << 8) | (bytes[index + 1] ?? 0)).toString(16));
      return groups;
    }, [])
    .join(':');
  return FORBIDDEN_IPV6.check(canonical, 'ipv6') ? PRIVATE_REASON : null;
};

const isPlainLoopback = (host: string) =>
  host === 'localhost' || (isIP(host) === 4 && isLoopbackIpv4(host)) || (isIP(host) === 6 && host === '::1');

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
    if (!(policy.allowLoopback && isPlainLoopback(host)))
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
const CONNECTION_FAILED = '无法连接机器人，请检查 Webhook 地址';
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
    request.on('timeout', () => request.destroy(new Error('timed out')));
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
    // One message whatever failed (refused, reset, not HTTP, timed out, unresolved): no port scanning by message.
    throw new Error(CONNECTION_FAILED);
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
