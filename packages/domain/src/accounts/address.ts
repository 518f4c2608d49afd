import { z } from 'zod';
import {
  ADDRESS_COUNTRY_CODES,
  ADDRESS_LIMITS,
  ADDRESS_MESSAGES,
  ADDRESS_TYPES,
  type AddressCountry,
  addressFieldProblem,
  normaliseAddress,
} from './address-rules';

export * from './address-rules';

/** The address book's schemas (the server's validation, the address book's page). */
const text = (max: number, required?: string) => {
  const base = z
    .string()
    .trim()
    .max(max, { error: `Max Length ${max}` });
  return required
    ? z
        .string({ error: required })
        .trim()
        .min(1, { error: required })
        .max(max, { error: `Max Length ${max}` })
    : base;
};

/** A function, so that a bundle which does not use the schemas drops them (tree-shaking). */
const addressFields = () => ({
  nickname: text(ADDRESS_LIMITS.nickname).default(''),
  firstName: text(ADDRESS_LIMITS.firstName, ADDRESS_MESSAGES.firstName),
  lastName: text(ADDRESS_LIMITS.lastName, ADDRESS_MESSAGES.lastName),
  company: text(ADDRESS_LIMITS.company).default(''),
  address1: text(ADDRESS_LIMITS.address1, ADDRESS_MESSAGES.address1),
  address2: text(ADDRESS_LIMITS.address2).default(''),
  city: text(ADDRESS_LIMITS.city, ADDRESS_MESSAGES.city),
  state: text(ADDRESS_LIMITS.state).default(''),
  postalCode: text(ADDRESS_LIMITS.postalCode).default(''),
  country: z.enum(ADDRESS_COUNTRY_CODES, { error: ADDRESS_MESSAGES.country }),
  phoneNumber: text(ADDRESS_LIMITS.phoneNumber).default(''),
  addressType: z.enum(ADDRESS_TYPES).default('Mailing'),
});

function countryRules(input: unknown, ctx: z.RefinementCtx) {
  const v = typeof input === 'object' && input !== null ? (input as Record<string, unknown>) : {};
  const country = typeof v.country === 'string' ? v.country : '';
  if (!ADDRESS_COUNTRY_CODES.includes(country as AddressCountry)) return;
  for (const field of ['state', 'postalCode', 'phoneNumber'] as const) {
    const value = typeof v[field] === 'string' ? (v[field] as string) : '';
    const problem = addressFieldProblem(field, value, country);
    if (problem) ctx.addIssue({ code: 'custom', path: [field], message: problem });
  }
}

const refineWhenObject = { when: (p: { value: unknown }) => typeof p.value === 'object' && p.value !== null };

/** PUT /api/account/addressbook: a new address. */
export const addressCreateSchema = /* @__PURE__ */ z
  .object(addressFields())
  .superRefine(countryRules, refineWhenObject)
  .transform(normaliseAddress);
/** POST /api/account/addressbook: an address replaced by its addressId. */
export const addressUpdateSchema = /* @__PURE__ */ z
  .object({ ...addressFields(), addressId: z.string().min(1).max(100) })
  .superRefine(countryRules, refineWhenObject)
  .transform(normaliseAddress);
export type AddressInput = z.input<typeof addressCreateSchema>;
export type AddressFields = z.output<typeof addressCreateSchema>;
