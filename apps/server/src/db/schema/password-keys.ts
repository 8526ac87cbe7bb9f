import { pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt } from './columns.js';

/**
 * The RSA key pair passwords are encrypted with, shared by every instance behind a load balancer
 * (getPublicKey on one, login on another). One row; see README for why it is stored unencrypted.
 */
export const rsaKeyPairs = pgTable('rsa_key_pairs', {
  id: text('id').primaryKey(),
  publicKeyPem: text('public_key_pem').notNull(),
  privateKeyPem: text('private_key_pem').notNull(),
  createdAt: createdAt(),
});
