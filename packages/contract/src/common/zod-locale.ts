import { z } from 'zod';

// Validation messages reach users (400 envelopes, forms): zod's built-in messages in Chinese. This file
// and index.ts are the package's only side effects (package.json): bundlers keep them and drop the
// schemas a bundle does not import.
z.config(z.locales.zhCN());

/*
 * In browsers the portal's Content-Security-Policy forbids eval, so zod must not compile parsers with
 * Function(): it would fall back by itself, but its probe is reported as a CSP violation. Object schemas
 * decide at construction, so this runs here, before the contract builds any (index.ts imports it
 * first; the web's route modules load in parallel, so no single web module is sure to run earlier).
 * Servers keep the faster compiled parsers.
 */
if ('document' in globalThis) z.config({ jitless: true });
