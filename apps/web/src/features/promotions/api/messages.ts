import {
  type AppError,
  clientHandling,
  type ErrorHandling,
  type promotionsEndpoints,
  type ResponseOf,
} from '@quire/domain';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** The signed-in publisher's promotion messages (promotion_messages_JWT): announcements and their own news. */

export type PromotionMessages = ResponseOf<(typeof promotionsEndpoints)['myMessages']>;
export type PromotionMessageItem = PromotionMessages['messages'][number];

const SESSION_HANDLING = new Set<ErrorHandling>(['session-expired', 'contributor-removed', 'unauthorized']);

/**
 * The news is beside the page's work: a failure says so in its place rather than in the error
 * dialog; a session that ended is still handled by the client as everywhere.
 */
const shownInPlace = (e: AppError) =>
  !SESSION_HANDLING.has(clientHandling(e.items[0] ?? { code: e.code, description: '' }));

export const promotionMessagesQuery = queryOptions({
  queryKey: ['promotion-messages', 'mine'] as const,
  queryFn: ({ signal }) =>
    api.get<PromotionMessages>('/api/project/promotion_messages_JWT', { signal, onError: shownInPlace }),
});
