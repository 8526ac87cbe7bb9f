import type autocannon from 'autocannon';

/** One row of a load table: a scenario at one number of connections. */
export type TLoadRow = {
  scenario: string;
  connections: number;
  rps: number;
  p50: number;
  p99: number;
  errors: number;
};

/** The row of one autocannon run; transport errors and non-2xx answers both count as errors. */
export const loadRow = (scenario: string, connections: number, result: autocannon.Result): TLoadRow => ({
  scenario,
  connections,
  rps: Math.round(result.requests.average),
  p50: result.latency.p50,
  p99: result.latency.p99,
  errors: result.errors + result.non2xx,
});
