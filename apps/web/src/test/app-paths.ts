import { adminRoutes } from '../app/admin-routes';
import { routes } from '../app/router';

/** Every path the app routes: the layout's children and the back office's, as the address reads them. */
export function appPaths(): (string | undefined)[] {
  return [
    ...(routes[0]?.children ?? []).map((r) => r.path),
    ...adminRoutes.map((r) => (r.path ? `admin/${r.path}` : r.path)),
  ];
}
