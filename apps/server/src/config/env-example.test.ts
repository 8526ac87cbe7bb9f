import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { loadConfig, SERVER_ENV_VARIABLES } from './env.js';

const example = readFileSync(new URL('../../../../.env.example', import.meta.url), 'utf8');
/** NAME=value lines, set or commented out. */
const listed = [...example.matchAll(/^#? ?([A-Z][A-Z0-9_]*)=(.*)$/gm)];

describe('.env.example', () => {
  it('lists every variable the server reads, and nothing it does not', () => {
    expect(listed.map(([, name]) => name).sort()).toEqual([...SERVER_ENV_VARIABLES].sort());
  });

  it('is a deployment configuration the server accepts as it stands', () => {
    const set = Object.fromEntries(
      listed.filter(([line]) => !line.startsWith('#')).map(([, name, value]) => [name, value]),
    );
    const config = loadConfig(set);
    expect(config.deployment).toBe('production');
    expect(config.seedDemoData).toBe(false);
  });
});
