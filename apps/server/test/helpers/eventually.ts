/** Whether `check` comes true within `timeoutMs`, asked every `pollMs` (another instance hears of a change later). */
export const eventually = async (check: () => Promise<boolean>, timeoutMs = 5_000, pollMs = 50) => {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await check()) return true;
    await new Promise((resolve) => setTimeout(resolve, pollMs));
  }
  return false;
};
