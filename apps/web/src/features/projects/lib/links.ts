/**
 * Where a project opens: its summary page, `/{id}/summary`. The wizard checks the access rules
 * of spec 1 §2 on arrival and sends the author on to the first page the project allows.
 */
export function projectHref(id: string): string {
  return `/${encodeURIComponent(id)}/summary`;
}
