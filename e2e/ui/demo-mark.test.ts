import { describe, expect, it } from 'vitest';
import { useBrowser } from '../support/browser.js';

const browser = useBrowser();

describe('demo mark', () => {
  it('marks every page of a demo server, error pages included', async () => {
    const { page } = browser;
    for (const path of ['/home', '/purAnnouncement', '/downMore', '/login', '/no/such/page']) {
      await page.goto(path);
      const mark = page.getByRole('note', { name: '演示环境：数据和账号均为演示用途' });
      expect(await mark.isVisible(), path).toBe(true);
      expect(await mark.textContent()).toBe('演示环境');
    }
    // The 404 page answers with status 404, which Chromium reports; anything else is a problem.
    const problems = browser.consoleProblems.filter((problem) => !problem.includes('status of 404'));
    expect(problems).toEqual([]);
  });
});
