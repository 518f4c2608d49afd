/**
 * How the web client treats an error code. One place decides; screens may add their own
 * handler for the codes they know, everything else reaches the generic "Oops!" dialog.
 */
export type ErrorHandling =
  /** Shown in the generic "Oops!" dialog (or next to a field when `field` is set). */
  | 'generic'
  /** Shown next to the named field. */
  | 'field'
  /** Never shown by the generic handler (19004, bare 34007). */
  | 'ignored'
  /** 1080: logged out, message, redirect to /sign-in after 5 s. */
  | 'session-expired'
  /** 34007 with the contributor text: logged out, redirect to the contributor page after 2 s. */
  | 'contributor-removed'
  /** 23007, 23008: the search-exhausted modal. */
  | 'search-exhausted'
  /** 1077, 1082, 1083, 1084: the two-factor step. */
  | 'two-factor'
  /** 1085, 1087: maximum-attempts modal. */
  | 'max-attempts'
  /** A named dialog (6031 "Publish Changes to Order", 6024 "Order Issue Resolution"). */
  | 'dialog'
  /** Handled by the calling screen (ISBN errors on order status, 31003 security code, 1091). */
  | 'caller'
  /** Internal markers that are never shown (21013, 21035). */
  | 'marker'
  /** 401 without a session: the client sends the user to sign in. */
  | 'unauthorized';

export interface ErrorDefinition {
  code: string;
  /** The exact user-facing message from the spec, or Quire's own words where the spec gives none. */
  message: string;
  /** The form field the error belongs to, where the spec says. */
  field?: string;
  handling: ErrorHandling;
  /** HTTP status the server answers with when it raises this code. */
  httpStatus: number;
  /** Where the code comes from: a spec section ("1 §8", "2 §8", "3 §8") or "quire" for our own. */
  source: string;
  /** Title of the dialog for `handling: 'dialog'` codes. */
  dialogTitle?: string;
}
