import { accountTemplates, type TemplateContext } from './account';
import { bookTemplates } from './books';
import { orderTemplates } from './orders';
import { passkeyTemplates } from './passkeys';
import { printTemplates } from './print';
import { promotionTemplates } from './promotions';
import { vendorTemplates } from './vendors';

export type { TemplateContext } from './account';

/**
 * Every e-mail Quire writes, in one place: each template takes the message's data and answers the
 * outbox message (kind, subject, text body and an HTML body rendered from the same paragraphs, with
 * every user-supplied value escaped). The operator's name comes from OPERATOR_NAME. Links are built
 * by the module that owns their page or token and passed in.
 */
export function createMailTemplates(context: TemplateContext) {
  return {
    ...accountTemplates(context),
    ...bookTemplates(context),
    ...orderTemplates(context),
    ...passkeyTemplates(context),
    ...printTemplates(context),
    ...promotionTemplates(context),
    ...vendorTemplates(context),
  };
}

export type MailTemplates = ReturnType<typeof createMailTemplates>;
