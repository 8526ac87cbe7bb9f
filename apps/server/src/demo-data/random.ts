/**
 * A small seeded random source (mulberry32) so the same seed options always give the same demo data:
 * tests can compare runs, and a reseeded demo shows the same notices as before.
 */
export type TRandom = {
  /** Uniform in [0, 1). */
  next: () => number;
  /** Integer in [min, max], both ends included. */
  int: (min: number, max: number) => number;
  chance: (probability: number) => boolean;
  pick: <T>(items: readonly T[]) => T;
  /** Picks by `weight`; items with weight 0 are never picked. */
  weighted: <T extends { weight: number }>(items: readonly T[]) => T;
  /** `count` distinct items in their original order. */
  sample: <T>(items: readonly T[], count: number) => T[];
  /** A string of `length` decimal digits (leading zeros allowed). */
  digits: (length: number) => string;
};

export const DEMO_DATA_SEED = 20_240_601;

export const createRandom = (seed: number): TRandom => {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let mixed = state;
    mixed = Math.imul(mixed ^ (mixed >>> 15), mixed | 1);
    mixed ^= mixed + Math.imul(mixed ^ (mixed >>> 7), mixed | 61);
    return ((mixed ^ (mixed >>> 14)) >>> 0) / 4_294_967_296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(items: readonly T[]): T => {
    if (items.length === 0) throw new Error('cannot pick from an empty list');
    return items[Math.floor(next() * items.length)] as T;
  };
  return {
    next,
    int,
    chance: (probability) => next() < probability,
    pick,
    weighted: (items) => {
      const total = items.reduce((sum, item) => sum + item.weight, 0);
      let remaining = next() * total;
      for (const item of items) {
        remaining -= item.weight;
        if (remaining < 0) return item;
      }
      // Rounding can leave a sliver: the last item with weight takes it.
      return [...items].reverse().find((item) => item.weight > 0) ?? pick(items);
    },
    sample: (items, count) => {
      const chosen = new Set<number>();
      const wanted = Math.min(count, items.length);
      while (chosen.size < wanted) chosen.add(Math.floor(next() * items.length));
      return [...chosen].sort((a, b) => a - b).map((index) => items[index] as (typeof items)[number]);
    },
    digits: (length) => Array.from({ length }, () => String(Math.floor(next() * 10))).join(''),
  };
};
