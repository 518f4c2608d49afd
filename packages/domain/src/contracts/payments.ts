import { z } from 'zod';
import { endpoint } from './endpoint';

/**
 * The hosted card field's answers (eProtect's response codes): 870 registered; 871 the number fails
 * the Luhn check; 872 too short; 873 too long; 874 not numeric; 881 the security code is not numeric;
 * 882 too short for the card's brand; 883 too long for it; 886 the expiry month or year is not a
 * valid, current date. The security code is optional: a missing one is no error (the order asks for
 * it with 31003 when the card needs it).
 */
export const EPROTECT_RESPONSES = {
  '870': 'Success',
  '871': 'Account number not mod10',
  '872': 'Account number too short',
  '873': 'Account number too long',
  '874': 'Account number not numeric',
  '881': 'Card validation number not numeric',
  '882': 'Card validation number too short',
  '883': 'Card validation number too long',
  '886': 'Expiration date invalid',
} as const;
export type EProtectResponse = keyof typeof EPROTECT_RESPONSES;

/**
 * What the card form posts to the tokenizer, straight from the browser: never to /api. Every field
 * is text as typed; the tokenizer answers a response code for a bad value rather than a 400.
 */
export const eProtectRegisterBodySchema = z
  .object({
    cardNumber: z.string().max(64),
    expMonth: z.string().max(8),
    expYear: z.string().max(8),
    cvv: z.string().max(16).optional(),
  })
  .describe('EProtectRegisterRequest');
export type EProtectRegisterBody = z.infer<typeof eProtectRegisterBodySchema>;

/**
 * The tokenizer's answer (outside the envelope, as the hosted field answers). On 870 the
 * registration id stands for the card from then on; the other fields are empty on any other code.
 */
export const eProtectRegisterResponseSchema = z
  .object({
    response: z.enum(Object.keys(EPROTECT_RESPONSES) as [EProtectResponse, ...EProtectResponse[]]),
    message: z.string(),
    paypageRegistrationId: z.string(),
    firstSix: z.string(),
    lastFour: z.string(),
    type: z.string(),
    expMonth: z.string(),
    expYear: z.string(),
  })
  .describe('EProtectRegisterResponse');
export type EProtectRegisterResponse = z.infer<typeof eProtectRegisterResponseSchema>;

/** The sandbox's stand-in for the hosted card field (only when the sandbox gateway is configured). */
export const paymentsEndpoints = {
  eProtectRegister: endpoint({
    method: 'POST',
    path: '/sandbox/eprotect/register',
    body: eProtectRegisterBodySchema,
    response: eProtectRegisterResponseSchema,
  }),
};
