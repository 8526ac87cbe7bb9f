/** A promise and the function that settles it: lets a test hold a transaction open. */
export const gate = () => {
  let open = () => {};
  const opened = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { open, opened };
};
