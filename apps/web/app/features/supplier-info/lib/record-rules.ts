import { supplierInfoMessages as messages } from '../messages';

/** A required text field's rule, its message naming the field. */
export const requiredText = (label: string) => ({
  required: true,
  whitespace: true,
  message: messages.required(label),
});
