/** A number of notices as shown: exact, or '10000+' when the server only knows it is at least that. */
export const formatCount = (count: number, lowerBound = false): string =>
  lowerBound ? `${count}+` : `${count}`;
