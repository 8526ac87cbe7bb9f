import { randomInt } from 'node:crypto';
import { createCanvas } from '@napi-rs/canvas';
import { CAPTCHA_LENGTH, CAPTCHA_TTL_SECONDS } from '@supportal/contract';
import { AppError } from '../../lib/app-error.js';
import type { TSessionStore } from '../../plugins/session-store.js';
import { authMessages } from './messages.js';

/** Letters and digits that cannot be mistaken for one another (no 0/O, 1/l/I, 2/Z …). */
const ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYabcdefhjkmnpqrstuvwxy3456789';
const WIDTH = 120;
const HEIGHT = 40;
const FONT_FAMILY = "'Liberation Sans', 'DejaVu Sans', 'WenQuanYi Micro Hei', sans-serif";

const attemptKey = (sessionId: string) => `attempt:${sessionId}`;
const captchaKey = (sessionId: string) => `captcha:${sessionId}`;

const pick = <T>(items: readonly T[]): T => items[randomInt(items.length)] as T;
const between = (min: number, max: number) => min + randomInt(Math.max(1, Math.round(max - min)));

/** A PNG of the text: tilted, coloured characters over noise lines and dots. */
export const renderCaptcha = async (text: string): Promise<Buffer> => {
  const canvas = createCanvas(WIDTH, HEIGHT);
  const context = canvas.getContext('2d');
  context.fillStyle = pick(['#eef3fa', '#f4f1ea', '#edf6ef', '#f6eef2']);
  context.fillRect(0, 0, WIDTH, HEIGHT);
  for (let line = 0; line < 5; line += 1) {
    context.strokeStyle = `hsl(${randomInt(360)}, 45%, 65%)`;
    context.lineWidth = 1 + randomInt(2);
    context.beginPath();
    context.moveTo(randomInt(WIDTH), randomInt(HEIGHT));
    context.bezierCurveTo(
      randomInt(WIDTH),
      randomInt(HEIGHT),
      randomInt(WIDTH),
      randomInt(HEIGHT),
      randomInt(WIDTH),
      randomInt(HEIGHT),
    );
    context.stroke();
  }
  const step = (WIDTH - 16) / text.length;
  [...text].forEach((character, index) => {
    context.save();
    context.font = `bold ${between(24, 30)}px ${FONT_FAMILY}`;
    context.fillStyle = `hsl(${randomInt(360)}, 65%, ${between(25, 40)}%)`;
    context.translate(10 + index * step + step / 2, HEIGHT / 2 + between(-3, 4));
    context.rotate(((randomInt(51) - 25) * Math.PI) / 180);
    context.textAlign = 'center';
    context.textBaseline = 'middle';
    context.fillText(character, 0, 0);
    context.restore();
  });
  for (let dot = 0; dot < 40; dot += 1) {
    context.fillStyle = `hsl(${randomInt(360)}, 50%, 55%)`;
    context.fillRect(randomInt(WIDTH), randomInt(HEIGHT), 1.5, 1.5);
  }
  return canvas.encode('png');
};

export type TCaptchaService = {
  /** Starts a login attempt (getPublicKey): captchas are bound to its id. */
  startAttempt: (sessionId: string, ttlMs: number) => Promise<void>;
  /** A new answer for the attempt (replacing the previous one) and its image. */
  issue: (sessionId: string) => Promise<Buffer>;
  /** Whether the answer is right; the stored answer is used up either way. */
  verify: (sessionId: string, answer: string) => Promise<boolean>;
};

/**
 * Answers live in the shared store for a few minutes, one per attempt, compared case-insensitively.
 * `fixedText` (DEV_FIXED_CAPTCHA, never in production) replaces the random text, nothing else.
 */
export const createCaptchaService = (store: TSessionStore, fixedText?: string): TCaptchaService => ({
  startAttempt: (sessionId, ttlMs) => store.set(attemptKey(sessionId), '1', ttlMs),
  issue: async (sessionId) => {
    if (!(await store.get(attemptKey(sessionId))))
      throw new AppError('badRequest', authMessages.attemptExpired);
    const text = fixedText ?? Array.from({ length: CAPTCHA_LENGTH }, () => pick([...ALPHABET])).join('');
    await store.set(captchaKey(sessionId), text.toLowerCase(), CAPTCHA_TTL_SECONDS * 1000);
    return renderCaptcha(text);
  },
  verify: async (sessionId, answer) => {
    const expected = await store.take(captchaKey(sessionId));
    return expected !== null && expected === answer.trim().toLowerCase();
  },
});
