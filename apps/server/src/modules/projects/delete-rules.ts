/**
 * What the projects module asks before a delete (spec 1 §3 "Reasons a project cannot be deleted").
 * The rule itself, and its messages, are the domain's `deleteBlock`; whether a project has a
 * pending order or sits in a cart is asked of the `DeleteChecks` the cart and order modules will
 * provide (until then nothing is ever pending).
 */
export interface DeleteChecks {
  pendingOrder(projectId: string): Promise<boolean>;
  inCart(projectId: string): Promise<boolean>;
}

export const NO_CART_YET: DeleteChecks = {
  pendingOrder: async () => false,
  inCart: async () => false,
};
