import { z } from 'zod';

/**
 * Imported first by the web app's root. In browsers the portal's Content-Security-Policy forbids eval,
 * so zod must not compile parsers with Function(): it would fall back by itself, but its first probe is
 * reported as a CSP violation. This module imports nothing but zod, so it runs before any schema is
 * built. Servers keep the faster compiled parsers.
 */
if ('document' in globalThis) z.config({ jitless: true });
