import { isAdmin } from './permissions';

/**
 * Who may act on whose data: the one place these rules live, for the server's services and the
 * browser alike. A user works in their own account, or, as a contributor, in the author's account
 * they act for; an administrator sees and acts on every account.
 */
export interface Actor {
  customerId: string;
  permissions: readonly string[];
  /** Set when a contributor acts inside an author's account. */
  actingFor?: { customerId: string } | null | undefined;
}

/** The account a user works in: the author's when a contributor acts for one. */
export function ownerOf(user: Actor): string {
  return user.actingFor?.customerId ?? user.customerId;
}

/** Whose data a user may see: null (everyone's) for administrators, else the account they work in. */
export function visibleOwner(user: Actor): string | null {
  return isAdmin(user.permissions) ? null : ownerOf(user);
}

/** Owner or administrator: whether the user may act on data of the account `ownerCustomerId`. */
export function mayActOn(user: Actor, ownerCustomerId: string): boolean {
  return isAdmin(user.permissions) || ownerCustomerId === ownerOf(user);
}
