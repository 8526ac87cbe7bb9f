/** A form of hidden fields posting into the named window or frame, built in `document`, not yet attached. */
export const hiddenPostForm = (
  document: Document,
  action: string,
  target: string,
  fields: Record<string, string>,
): HTMLFormElement => {
  const form = document.createElement('form');
  form.method = 'post';
  form.action = action;
  form.target = target;
  for (const [name, value] of Object.entries(fields)) {
    const input = document.createElement('input');
    input.type = 'hidden';
    input.name = name;
    input.value = value;
    form.append(input);
  }
  return form;
};
