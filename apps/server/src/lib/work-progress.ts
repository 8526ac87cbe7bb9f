/**
 * One progress line of long start-up work: done of total, the rate so far and the time left at that
 * rate. `elapsedMs` comes from the caller's clock, so the line is the same whatever the machine's speed.
 */
export const progressLine = (what: string, done: number, total: number, elapsedMs: number): string => {
  const share = total > 0 ? Math.min(100, Math.round((done / total) * 100)) : 100;
  const perSecond = elapsedMs > 0 ? Math.round((done * 1000) / elapsedMs) : 0;
  const leftSeconds = perSecond > 0 ? Math.ceil((total - done) / perSecond) : undefined;
  return (
    `${what}：${done}/${total}（${share}%），每秒 ${perSecond} 条` +
    (leftSeconds === undefined ? '' : `，约剩 ${leftSeconds} 秒`)
  );
};
