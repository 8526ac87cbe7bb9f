/** Texts of the rating-result reminder. */
export const ratingMessages = {
  dialogTitle: '评级结果提醒',
  intro: (supplierName: string, period: string) => `${supplierName}：贵公司${period}供应商评级结果已发布。`,
  fields: {
    period: '评级周期',
    grade: '评级结果',
    score: '综合得分',
    ratedBy: '评级单位',
    publishedAt: '发布时间',
  },
  gradeLabels: { A: 'A 级（优秀）', B: 'B 级（良好）', C: 'C 级（合格）', D: 'D 级（待改进）' },
  hint: '如对评级结果有疑问，请与评级单位联系。',
  ok: '我知道了',
} as const;
