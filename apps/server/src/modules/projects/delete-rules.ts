import type { DeleteFacts } from '@quire/domain';
import type { InCartFlag } from './listing.repository';

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
  /**
   * The same facts as a column of the dashboard's page statement, so a page is one round trip
   * (decision 062): the checking module lends an expression over its own table, correlated to the
   * project's id, and keeps its SQL in its repository. Without it the page asks `factsOf`.
   */
  inCartFlag?: InCartFlag;
}

export const NO_CART_YET: DeleteChecks = {
  factsOf: async () => new Map(),
};
