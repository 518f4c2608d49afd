/** Source form of the category tree: a leaf is [name, BISAC code], a branch is [name, children]. */
export type CategoryLeafSource = readonly [name: string, bisac: string];
export type CategoryBranchSource = readonly [name: string, children: readonly CategorySource[]];
export type CategorySource = CategoryLeafSource | CategoryBranchSource;

export const isLeafSource = (s: CategorySource): s is CategoryLeafSource => typeof s[1] === 'string';
