import type { TErrorEnvelope } from '@supportal/contract';
import type { FormInstance } from 'antd';
import { isAppError } from './app-error';

/** Errors of form fields, in the shape antd's `form.setFields` takes. */
export type TFormFieldErrors<TValues> = Parameters<FormInstance<TValues>['setFields']>[0];

type TFieldError = NonNullable<TErrorEnvelope['errors']>[number];

/** The envelope's field errors of the expected shape, checked by hand: a zod schema here would be built on every page's load. */
const fieldErrorsIn = (envelope: unknown): TFieldError[] => {
  const errors =
    typeof envelope === 'object' && envelope !== null ? (envelope as { errors?: unknown }).errors : [];
  return Array.isArray(errors)
    ? errors.filter(
        (item: unknown): item is TFieldError =>
          typeof item === 'object' &&
          item !== null &&
          typeof (item as TFieldError).path === 'string' &&
          typeof (item as TFieldError).message === 'string',
      )
    : [];
};

/**
 * The field errors the server's envelope names (path 'items.0.quantity' → ['items', 0, 'quantity']),
 * grouped per field, so a form can show each under its field. `renames` maps a wire field to the form
 * field that holds it. Empty when the error names none.
 */
export const formFieldErrorsOf = <TValues>(
  error: unknown,
  renames: Readonly<Record<string, string>> = {},
): TFormFieldErrors<TValues> => {
  if (!isAppError(error)) return [];
  const byPath = new Map<string, string[]>();
  for (const { path, message } of fieldErrorsIn(error.envelope)) {
    if (!path) continue;
    byPath.set(path, [...(byPath.get(path) ?? []), message]);
  }
  // The server names fields by path at run time: the form's static path type cannot check them.
  return [...byPath].map(([path, errors]) => ({
    name: path
      .split('.')
      .map((part, index) =>
        /^\d+$/.test(part) ? Number(part) : index === 0 ? (renames[part] ?? part) : part,
      ),
    errors,
  })) as TFormFieldErrors<TValues>;
};

/**
 * A failed form submission as the user sees it: the errors under the fields the server names, or,
 * when it names none, the error's message in a toast.
 */
export const showFormFailure = <TValues>(
  error: unknown,
  form: { setFields: (fields: TFormFieldErrors<TValues>) => void },
  toast: (text: string) => void,
) => {
  const fieldErrors = formFieldErrorsOf<TValues>(error);
  form.setFields(fieldErrors);
  if (fieldErrors.length === 0) toast(error instanceof Error ? error.message : String(error));
};
