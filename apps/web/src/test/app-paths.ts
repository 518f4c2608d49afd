import { routes } from '../app/router';

/** Every path the app routes: the layout's children and the back office's, as the address reads them. */
export function appPaths(): (string | undefined)[] {
  const children = routes[0]?.children ?? [];
  const admin = children.find((r) => r.path === 'admin')?.children ?? [];
  return [...children.map((r) => r.path), ...admin.map((r) => (r.path ? `admin/${r.path}` : r.path))];
}
