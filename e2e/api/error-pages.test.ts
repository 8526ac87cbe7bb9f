import { describe, expect, inject, it } from 'vitest';

const baseUrl = inject('baseUrl');

/** Source files, route modules, absolute paths and stack frames: none of them belongs in an answer. */
const INTERNALS = [
  /routes\/(public|workspace)/,
  /\.tsx?\b/,
  /\/(work|home|tmp|srv|app)\/[\w.-]+\//,
  /\bat \S+ \(/,
];

const expectNoInternals = (label: string, text: string) => {
  for (const pattern of INTERNALS) expect(text, `${label} matches ${pattern}`).not.toMatch(pattern);
};

describe('what the production build tells visitors when something is wrong', () => {
  it('names no source module, path or stack in pages, error pages and their data', async () => {
    const answers: [string, Response][] = [
      ['page', await fetch(`${baseUrl}/home`)],
      ['404 page', await fetch(`${baseUrl}/noticeDetail?id=not-a-number`)],
      ['page data', await fetch(`${baseUrl}/home.data`)],
      ['405 page', await fetch(`${baseUrl}/home`, { method: 'POST', body: new URLSearchParams({ a: '1' }) })],
      [
        '405 data',
        await fetch(`${baseUrl}/home.data`, { method: 'POST', body: new URLSearchParams({ a: '1' }) }),
      ],
      ['JSON 404', await fetch(`${baseUrl}/supportal/v1/no/such-call`, { method: 'POST' })],
    ];
    expect(answers.map(([, response]) => response.status)).toEqual([200, 404, 200, 405, 405, 404]);
    for (const [label, response] of answers) expectNoInternals(label, await response.text());
  });
});
