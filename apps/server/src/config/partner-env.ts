import { z } from 'zod';

const blankAsUnset = (value: unknown) => (value === '' ? undefined : value);

/** The shortest partner secret accepted: a server-to-server credential, not something typed. */
export const PARTNER_SECRET_MIN_LENGTH = 24;

/**
 * The secret every demo partner entry shares when PARTNER_SECRETS is unset (demo only): the reference
 * partner page uses it. Published here, so a deployment refuses it.
 */
export const DEMO_PARTNER_SECRET = 'partner-example-demo-secret-2026';

/** `KEY=secret,KEY2=secret2` → map; throws naming the first bad pair. */
export const parsePartnerSecrets = (text: string): Record<string, string> => {
  const secrets: Record<string, string> = {};
  for (const pair of text.split(',')) {
    if (pair.trim() === '') continue;
    const separator = pair.indexOf('=');
    const key = separator > 0 ? pair.slice(0, separator).trim() : '';
    const secret = separator > 0 ? pair.slice(separator + 1).trim() : '';
    if (!/^[\w.-]{1,100}$/.test(key)) throw new Error(`“${pair.trim()}”应为 键=密钥`);
    if (secret.length < PARTNER_SECRET_MIN_LENGTH)
      throw new Error(`${key} 的密钥至少 ${PARTNER_SECRET_MIN_LENGTH} 个字符`);
    secrets[key] = secret;
  }
  return secrets;
};

/** Environment variables of the embedded partner systems (README, Partner systems). */
export const partnerEnv = {
  PARTNER_SECRETS: z.preprocess(
    blankAsUnset,
    z
      .string()
      .optional()
      .superRefine((text, context) => {
        if (text === undefined) return;
        try {
          parsePartnerSecrets(text);
        } catch (error) {
          context.addIssue({ code: 'custom', message: (error as Error).message });
        }
      }),
  ),
  PARTNER_TOKEN_TTL_SECONDS: z.preprocess(
    blankAsUnset,
    z.coerce.number().int().min(10).max(600).default(120),
  ),
};

type TPartnerEnv = z.output<z.ZodObject<typeof partnerEnv>>;

export const partnerConfig = (
  env: TPartnerEnv,
  interfaceKeys: readonly string[],
  deployment: 'demo' | 'production',
) => ({
  /**
   * Secret of each partner system (by OBP_INTERFACE key). A demo without PARTNER_SECRETS gives every
   * entry the published demo secret, so the reference partner page verifies out of the box.
   */
  secrets:
    env.PARTNER_SECRETS !== undefined
      ? parsePartnerSecrets(env.PARTNER_SECRETS)
      : deployment === 'production'
        ? {}
        : Object.fromEntries(interfaceKeys.map((key) => [key, DEMO_PARTNER_SECRET])),
  tokenTtlSeconds: env.PARTNER_TOKEN_TTL_SECONDS,
  /** The reference partner page (/partner-example/…) is part of the demo, never of a deployment. */
  example: deployment !== 'production',
});
export type TPartnerConfig = ReturnType<typeof partnerConfig>;
