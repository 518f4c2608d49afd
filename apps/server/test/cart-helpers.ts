import { printQuote } from '@quire/domain';
import type { TestClient } from './helpers';

/** A US shipping address that passes every check (New York, 4 % state sales tax). */
export const NY_ADDRESS = {
  nickname: '',
  firstName: 'Ada',
  lastName: 'Lovelace',
  address1: '350 Fifth Avenue',
  address2: 'Suite 4200',
  city: 'New York',
  state: 'NY',
  postalCode: '10118',
  country: 'US',
  phoneNumber: '212-555-0100',
};

/**
 * The demo author's POD book "Field Notes from the Allotment" (ORDERED, files approved), one of
 * their eBooks, and the book's printing cost (what a copy or a proof costs).
 */
export async function demoBooks(author: TestClient) {
  const list = (await author.get('/api/projects?limit=50')).json().payload.projects as {
    id: string;
    title: string;
    type: string;
  }[];
  const pod = list.find((p) => p.title === 'Field Notes from the Allotment');
  if (!pod) throw new Error('the demo POD book is missing');
  const book = (await author.get(`/api/project/${pod.id}`)).json().payload as Record<string, unknown> & {
    id: string;
  };
  const ebookId = (list.find((p) => p.type === 'EBOOK') as { id: string }).id;
  return { book, ebookId, unit: printQuote(book as never).printing_cost };
}

export const cartOf = async (c: TestClient) => (await c.get('/api/cart')).json().payload.cart;

/** The first error's code, field and status. */
export const failure = (res: {
  statusCode: number;
  json: () => { code: string; errors: { field?: string; description: string }[] };
}) => ({
  status: res.statusCode,
  code: res.json().code,
  field: res.json().errors[0]?.field,
});
