import { newPasswordProblem, PASSWORD_POLICY_MESSAGES } from '@supportal/contract';
import { AppError } from '../../../lib/app-error.js';
import type { TPasswordDecryptor } from '../password-decryptor.js';
import { passwordMessages } from './password-messages.js';

/** A 400 naming the field the form shows it on. */
export const fieldError = (path: string, message: string) =>
  new AppError('badRequest', message, [{ path, message }]);

/** Decrypts one password of a form, or refuses the form (a page left open over a key change). */
export const decryptField = async (decryptor: TPasswordDecryptor, path: string, ciphertext: string) => {
  const clear = await decryptor.decrypt(ciphertext);
  if (clear === null) throw fieldError(path, passwordMessages.unreadable);
  return clear;
};

/**
 * The new password of a change or reset form, decrypted: typed the same twice and within the policy
 * of the contract (the form ran the same check before encrypting).
 */
export const checkedNewPassword = async (
  decryptor: TPasswordDecryptor,
  form: { newPassword: string; confirmPassword: string },
  loginName: string,
): Promise<string> => {
  const password = await decryptField(decryptor, 'newPassword', form.newPassword);
  const repeat = await decryptField(decryptor, 'confirmPassword', form.confirmPassword);
  const problem = newPasswordProblem(password, loginName);
  if (problem) throw fieldError('newPassword', problem);
  if (password !== repeat) throw fieldError('confirmPassword', PASSWORD_POLICY_MESSAGES.mismatch);
  return password;
};
