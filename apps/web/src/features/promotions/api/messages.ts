import type { promotionsEndpoints, ResponseOf } from '@quire/domain';
import { queryOptions } from '@tanstack/react-query';
import { api, inPlaceExceptSession } from '../../../lib/api-client';

/** The signed-in publisher's promotion messages (promotion_messages_JWT): announcements and their own news. */

export type PromotionMessages = ResponseOf<(typeof promotionsEndpoints)['myMessages']>;
export type PromotionMessageItem = PromotionMessages['messages'][number];

export const promotionMessagesQuery = queryOptions({
  queryKey: ['promotion-messages', 'mine'] as const,
  queryFn: ({ signal }) =>
    api.get<PromotionMessages>('/api/project/promotion_messages_JWT', {
      signal,
      onError: inPlaceExceptSession,
    }),
});
