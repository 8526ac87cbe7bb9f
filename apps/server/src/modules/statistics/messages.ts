/** Texts of the statistics calls. */
export const messages = {
  noUnit: '未指定单位',
  otherUnits: (count: number) => `其他${count}个单位`,
};
