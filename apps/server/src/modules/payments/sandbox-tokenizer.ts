import { paymentsEndpoints } from '@quire/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { RateLimitRule } from '../../config';
import type { RegistrationIds } from './registration-id';
import { checkCard, responseMessage } from './sandbox-cards';

export interface SandboxTokenizerOptions {
  registrations: RegistrationIds;
  rateLimit: RateLimitRule;
  now: () => Date;
}

const { eProtectRegister } = paymentsEndpoints;

/**
 * The sandbox's stand-in for the hosted card field (WORLDPAY_TEST only): the card form posts the
 * card here straight from the browser, so the number never travels through /api. Outside /api it
 * has no session and no CSRF check (both apply to /api/ only), and a limit of its own per address.
 * The body is never logged: the request logger writes method and URL only, the fields' names are
 * redacted anywhere in a log line (plugins/logging.ts), and the answers and errors never repeat a
 * value sent. Its answer is the field's own shape, not the envelope.
 */
export async function sandboxTokenizerRoutes(app: FastifyInstance, opts: SandboxTokenizerOptions) {
  const { registrations, rateLimit, now } = opts;
  app.withTypeProvider<ZodTypeProvider>().post(
    eProtectRegister.path,
    {
      config: {
        rateLimit: {
          max: rateLimit.max,
          timeWindow: rateLimit.windowMs,
          keyGenerator: (request: FastifyRequest) => `eprotect:${request.ip}`,
        },
      },
      schema: {
        tags: ['sandbox'],
        summary:
          'Sandbox card field: registers a card and answers a registration id (870) or the code of what is wrong',
        description:
          'Only when PAYMENT_GATEWAY=WORLDPAY_TEST. No session, no CSRF token; limited per address. ' +
          '871 Luhn, 872 too short, 873 too long, 874 not numeric, 881 security code not numeric, 882 too ' +
          'short, 883 too long, 886 expiry. Test cards: 4457010000000009 and 5112010000000003 approve, ' +
          '4457010100000008 insufficient funds, 4457010200000007 needs the security code, ' +
          '5112010100000002 invalid account.',
        body: eProtectRegister.body,
        response: { 200: eProtectRegister.response },
      },
    },
    async (request) => {
      const at = now();
      const check = checkCard(request.body, at);
      if (check.response !== '870') {
        return {
          response: check.response,
          message: responseMessage(check.response),
          paypageRegistrationId: '',
          firstSix: '',
          lastFour: '',
          type: '',
          expMonth: '',
          expYear: '',
        };
      }
      const { card } = check;
      return {
        response: check.response,
        message: responseMessage(check.response),
        paypageRegistrationId: registrations.issue(card, at),
        firstSix: card.firstSix,
        lastFour: card.lastFour,
        type: card.type,
        expMonth: card.expMonth,
        expYear: card.expYear,
      };
    },
  );
}
