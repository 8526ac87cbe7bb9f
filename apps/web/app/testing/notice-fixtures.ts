/** A notice's 项目信息 (deadline, opening, budget, project number, contact) all left empty. */
export const NO_PROCUREMENT_FACTS = {
  bidDeadline: null,
  bidOpeningTime: null,
  budgetAmount: null,
  budgetCurrency: null,
  projectNumber: null,
  contactName: null,
  contactPhone: null,
  contactEmail: null,
} as const;
