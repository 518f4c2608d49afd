import type { DeleteFacts } from '@quire/domain';

/**
 * What the projects module asks before a delete, and before it says on the dashboard whether a
 * book may be deleted (spec 1 §3 "Reasons a project cannot be deleted"). The rule itself, and its
 * messages, are the domain's `deleteBlock` / `isDeletable`; whether a project has a pending order
 * or sits in a cart is asked of the `DeleteChecks` the cart and order modules will provide (until
 * then nothing is ever pending).
 */
export interface DeleteChecks {
  /**
   * The facts of these projects, in a fixed number of reads whatever their number (a dashboard
   * page asks for all its books at once); a project left out has neither.
   */
  factsOf(projectIds: readonly string[]): Promise<Map<string, DeleteFacts>>;
}

export const NO_CART_YET: DeleteChecks = {
  factsOf: async () => new Map(),
};
