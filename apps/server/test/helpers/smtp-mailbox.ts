import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

/** One message as the mailbox received it, with the parts tests read decoded. */
export type TReceivedMail = {
  from: string;
  to: string[];
  raw: string;
  /** Header names lower-cased, values unfolded with encoded words (RFC 2047) decoded. */
  headers: Record<string, string>;
  subject: string;
  /** The text body, transfer encoding (base64 or quoted-printable) undone. */
  text: string;
};

/** Encoded words in a header: adjacent ones are one string, split wherever the encoder chose. */
const decodeHeaderValue = (value: string) =>
  value.replace(/\?=\s+=\?/g, '?==?').replace(/(=\?[\w-]+\?[BQ]\?[^?]*\?=)+/gi, (words) => {
    const bytes = [...words.matchAll(/=\?([\w-]+)\?([BQ])\?([^?]*)\?=/gi)].map(([, , encoding, text = '']) =>
      encoding?.toUpperCase() === 'B'
        ? Buffer.from(text, 'base64')
        : Buffer.from(
            text
              .replace(/_/g, ' ')
              .replace(/=([0-9A-F]{2})/gi, (_match, hex: string) => String.fromCharCode(parseInt(hex, 16))),
            'latin1',
          ),
    );
    return Buffer.concat(bytes).toString('utf8');
  });

const decodeBody = (body: string, transferEncoding: string | undefined) => {
  if (/base64/i.test(transferEncoding ?? '')) return Buffer.from(body, 'base64').toString('utf8');
  if (/quoted-printable/i.test(transferEncoding ?? ''))
    return Buffer.from(
      body
        .replace(/=\r?\n/g, '')
        .replace(/=([0-9A-F]{2})/gi, (_match, hex: string) => String.fromCharCode(parseInt(hex, 16))),
      'latin1',
    ).toString('utf8');
  return Buffer.from(body, 'latin1').toString('utf8');
};

/** Reads a single-part text message (what the notifier sends): headers and body. */
export const parseMail = (raw: string): Pick<TReceivedMail, 'headers' | 'subject' | 'text'> => {
  const split = /\r?\n\r?\n/.exec(raw);
  const head = split ? raw.slice(0, split.index) : raw;
  const body = split ? raw.slice(split.index + split[0].length) : '';
  const headers: Record<string, string> = {};
  for (const line of head.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon > 0)
      headers[line.slice(0, colon).trim().toLowerCase()] = decodeHeaderValue(line.slice(colon + 1).trim());
  }
  return {
    headers,
    subject: headers.subject ?? '',
    text: decodeBody(body, headers['content-transfer-encoding']),
  };
};

/** A real SMTP server on loopback (no TLS, no login) that keeps every message it is given. */
export const startSmtpMailbox = async () => {
  const mails: TReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('latin1');
        mails.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((recipient) => recipient.address),
          raw,
          ...parseMail(raw),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.server.address() as AddressInfo).port;
  return {
    /** SMTP_URL for a server that mails through this mailbox. */
    url: `smtp://127.0.0.1:${port}`,
    mails,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
};
export type TSmtpMailbox = Awaited<ReturnType<typeof startSmtpMailbox>>;
