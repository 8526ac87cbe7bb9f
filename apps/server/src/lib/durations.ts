// Durations in milliseconds, for limits and lifetimes written as `10 * MINUTE`.
export const MINUTE = 60_000;
export const HOUR = 60 * MINUTE;
