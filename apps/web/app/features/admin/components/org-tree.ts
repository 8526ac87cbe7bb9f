import type { TOrg } from '@supportal/contract';

export type TOrgTreeNode = { value: string; title: string; children?: TOrgTreeNode[] };

/** The orgs nested by parent code; an org whose parent is not in the list is a root. */
export const orgTree = (orgs: readonly TOrg[]): TOrgTreeNode[] => {
  const codes = new Set(orgs.map((org) => org.orgCode));
  const childrenOf = (parent: string | null): TOrgTreeNode[] =>
    orgs
      .filter((org) =>
        parent === null ? org.parentCode === null || !codes.has(org.parentCode) : org.parentCode === parent,
      )
      .map((org) => {
        const children = childrenOf(org.orgCode);
        return { value: org.orgCode, title: org.orgName, ...(children.length > 0 ? { children } : {}) };
      });
  return childrenOf(null);
};
