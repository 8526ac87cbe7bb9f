/** Units of the demo tree (src/demo-data/areas-and-orgs.ts) that tests act in, by their codes. */
export const HEADQUARTERS = '10000000';
export const JIANGSU = '10320000';
export const NANJING = '10320100';
export const ZHEJIANG = '10330000';
export const HANGZHOU = '10330100';
