import type { DeleteChecks } from '../projects';
import type { CartRepository } from './cart.repository';

/**
 * What the projects module asks before a delete (spec 1 §3 PROJECT_IN_CART): a book in a cart is
 * not deleted from under it. Pending orders come with the orders module.
 */
export function createCartDeleteChecks(
  repo: Pick<CartRepository, 'projectsInCarts' | 'inCartFlag'>,
): DeleteChecks {
  return {
    async factsOf(projectIds) {
      const inCart = await repo.projectsInCarts(projectIds);
      return new Map(inCart.map((id) => [id, { pendingOrder: false, inCart: true }]));
    },
    inCartFlag: (projectId) => repo.inCartFlag(projectId),
  };
}
