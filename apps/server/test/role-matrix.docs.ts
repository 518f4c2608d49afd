import { open, type Row } from './role-matrix.outcomes';

/**
 * The API reference (the OpenAPI document and the Swagger UI that shows it, plugins/openapi.ts):
 * public by design, the same for every caller, and never in the envelope.
 */
const page = (route: string, url = route): Row => ({
  method: 'GET',
  route,
  expect: open('ok-raw'),
  call: () => ({ url }),
});
/** The UI's own addresses send the browser on to the page that loads it. */
const redirect = (route: string): Row => ({
  method: 'GET',
  route,
  expect: open({ status: 302, code: null, why: 'public; the UI redirects to its page' }),
});

export const docsRows: Row[] = [
  page('/api/docs'),
  redirect('/api/docs/static/index.html'),
  page('/api/docs/static/swagger-initializer.js'),
  page('/api/docs/json'),
  page('/api/docs/yaml'),
  page('/api/docs/*', '/api/docs/static/swagger-ui.css'),
  page('/api/docs/static/*', '/api/docs/static/swagger-ui-bundle.js'),
];
