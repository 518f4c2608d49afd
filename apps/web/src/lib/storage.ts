/**
 * What the web app keeps in the browser: the first name in localStorage (spec 3 §3), the author
 * share key, the contributor message and the sign-in page's notice for this tab in sessionStorage. Storage can be unavailable
 * (private mode, disabled cookies): every call degrades to "nothing stored".
 */
export const FIRST_NAME_KEY = 'quire.firstName';
export const AUTHOR_SHARE_KEY = 'quire.authorShareKey';
export const CONTRIBUTOR_MESSAGE_KEY = 'quire.contributorMessage';
export const SIGN_IN_NOTICE_KEY = 'quire.signInNotice';

function safe<T>(fn: () => T, fallback: T): T {
  try {
    return fn();
  } catch {
    return fallback;
  }
}

export const storage = {
  firstName: () => safe(() => localStorage.getItem(FIRST_NAME_KEY), null),
  setFirstName: (name: string | null) =>
    safe(
      () => (name ? localStorage.setItem(FIRST_NAME_KEY, name) : localStorage.removeItem(FIRST_NAME_KEY)),
      undefined,
    ),
  authorShareKey: () => safe(() => sessionStorage.getItem(AUTHOR_SHARE_KEY), null),
  setAuthorShareKey: (key: string | null) =>
    safe(
      () =>
        key ? sessionStorage.setItem(AUTHOR_SHARE_KEY, key) : sessionStorage.removeItem(AUTHOR_SHARE_KEY),
      undefined,
    ),
  /** Why this tab was sent to sign in (the session ended), shown once by the sign-in page. */
  signInNotice: () => safe(() => sessionStorage.getItem(SIGN_IN_NOTICE_KEY), null),
  setSignInNotice: (notice: string | null) =>
    safe(
      () =>
        notice
          ? sessionStorage.setItem(SIGN_IN_NOTICE_KEY, notice)
          : sessionStorage.removeItem(SIGN_IN_NOTICE_KEY),
      undefined,
    ),
  contributorMessage: () => safe(() => sessionStorage.getItem(CONTRIBUTOR_MESSAGE_KEY), null),
  setContributorMessage: (message: string | null) =>
    safe(
      () =>
        message
          ? sessionStorage.setItem(CONTRIBUTOR_MESSAGE_KEY, message)
          : sessionStorage.removeItem(CONTRIBUTOR_MESSAGE_KEY),
      undefined,
    ),
};
