import { wizardPath } from '@quire/domain/wizard/paths';

/**
 * Where a project opens from the dashboard and the search box: its summary page,
 * `/{id}/summary`. A list row does not carry the fields the access rules of spec 1 §2 read
 * (conversion, preflight, print specification), so the wizard decides on arrival, with the
 * whole project, and replaces the URL with the first page the project allows (`allowedTarget`).
 */
export function projectHref(id: string): string {
  return wizardPath(id, 'summary');
}
