import { all, contributors, type Row } from './role-matrix.outcomes';

/**
 * The accessibility search's row of the role × endpoint table (decision 046). The owner (the demo
 * author) holds EAA_ACCESS; the other author does not (403); a contributor who may see the author's
 * books (project dashboard, order copy, manage promotion) reads the author's; administrators read
 * every account's.
 */
export const eaaRows: Row[] = [
  {
    method: 'GET',
    route: '/api/search/eaa-searches/:x',
    expect: {
      ...all(403),
      anonymous: 401,
      owner: 'ok',
      admin: 'ok',
      ...contributors(403),
      'contributor:PROJECT_DASHBOARD': 'ok',
      'contributor:ORDER_COPY': 'ok',
      'contributor:MANAGE_PROMOTION': 'ok',
    },
    call: () => ({ url: '/api/search/eaa-searches/all' }),
    check: (ctx, caller, payload) => {
      if (caller.role === 'admin') return;
      const owners = new Set((payload.books as { customerId: string }[]).map((b) => b.customerId));
      if ([...owners].some((o) => o !== ctx.owner.customerId)) throw new Error(`books of ${[...owners]}`);
    },
  },
];
