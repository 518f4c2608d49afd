import { ADMIN_PERMISSION, contentMessagesEndpoints as e, success } from '@quire/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { responses } from '../../plugins/envelope';
import { currentUser, requirePermission, requireUser } from '../access';
import type { ContentMessagesService } from './content.messages.service';

const adminTags = ['content', 'admin'];
const tags = ['content'];
const admin = requirePermission(ADMIN_PERMISSION);

const AUDIENCE =
  "Audience: EVERYONE (every active author account; never an administrator), USERS (the chosen accounts, by customer id) or SEGMENT (the AND of its filters: roles PUBLISHER with a publisher name, AUTHOR without one, CONTRIBUTOR a current contributor of an author; formats EBOOK or PRINT (POD and print projects); countries of the account's address book, an account without an address counting as US; onSaleOnly a book on sale, of the formats when given; eans one of these books).";
const CHECKS =
  'Every problem at once, each on its field under message.: title and details (HTML sanitised with the messages’ allow-list; nothing left to show is detailsRequired), link https:// or a path of the site, startAt and endAt ISO 8601 instants with endAt after startAt (startAt defaults to now), USERS at least one recipient that is an author account, SEGMENT at least one filter.';

/** Broadcast messages (spec 3 §3, §7 "Admin content" and "Content for all users"). */
export const contentMessagesRoutes: FastifyPluginAsyncZod<{ messages: ContentMessagesService }> = async (
  app,
  { messages },
) => {
  app.get(
    e.adminList.path,
    {
      preValidation: admin,
      schema: {
        tags: adminTags,
        summary: 'Administrators: a page of broadcast messages by type and status, newest start first',
        description: `Status follows the start and end at the time of the call: SCHEDULED before the start, ACTIVE until the end, EXPIRED after it. Each message carries its audience (USERS: the chosen accounts), recipientCount (the active accounts it reaches now) and readCount (dismissed or acknowledged). ${AUDIENCE}`,
        querystring: e.adminList.query,
        response: responses(e.adminList.response, 400, 401, 403),
      },
    },
    async (request) => success(await messages.adminList(currentUser(request), request.query)),
  );

  app.get(
    e.adminOne.path,
    {
      preValidation: admin,
      schema: {
        tags: adminTags,
        summary:
          'Administrators: one broadcast message by messageId, as the list shows it (404 when unknown)',
        description:
          'With its audience, recipientCount, readCount and status at the time of the call. The message answered, sent back unchanged to PUT broadcast-message-create, is accepted. A missing, empty or over-long messageId answers 400; one no message has (or that is no message id at all) answers 404.',
        querystring: e.adminOne.query,
        response: responses(e.adminOne.response, 400, 401, 403, 404),
      },
    },
    async (request) =>
      success({ message: await messages.adminOne(currentUser(request), request.query.messageId) }),
  );

  app.post(
    e.create.path,
    {
      preValidation: admin,
      schema: {
        tags: adminTags,
        summary: 'Administrators: creates a broadcast message; answers it and the first page of messages',
        description: `${CHECKS} ${AUDIENCE} Audited (content.message.create).`,
        querystring: e.create.query,
        body: e.create.body,
        response: responses(e.create.response, 400, 401, 403),
      },
    },
    async (request) =>
      success(
        await messages.create(currentUser(request), request.body.message, request.query.recordsPerPage),
      ),
  );

  app.put(
    e.update.path,
    {
      preValidation: admin,
      schema: {
        tags: adminTags,
        summary: 'Administrators: changes the broadcast message message.messageId; answers it and the page',
        description: `${CHECKS} A message sent back as read changes nothing but its updatedAt; an unknown messageId answers 404. Audited (content.message.update) with the message before and after.`,
        querystring: e.update.query,
        body: e.update.body,
        response: responses(e.update.response, 400, 401, 403, 404),
      },
    },
    async (request) =>
      success(await messages.update(currentUser(request), request.body.message, request.query)),
  );

  app.delete(
    e.remove.path,
    {
      preValidation: admin,
      schema: {
        tags: adminTags,
        summary: 'Administrators: deletes a broadcast message (query id) with its reads; answers the page',
        description:
          'An unknown id answers 404. Audited (content.message.delete) with the message as it was.',
        querystring: e.remove.query,
        response: responses(e.remove.response, 400, 401, 403, 404),
      },
    },
    async (request) => success(await messages.remove(currentUser(request), request.query.id, request.query)),
  );

  app.post(
    e.preview.path,
    {
      preValidation: admin,
      schema: {
        tags: adminTags,
        summary: 'Administrators: a message as an author would see it (sanitised) and how many it reaches',
        description: `Nothing is stored. ${CHECKS} affectedTitles is null (it is each reader's own).`,
        body: e.preview.body,
        response: responses(e.preview.response, 400, 401, 403),
      },
    },
    async (request) => success(await messages.preview(currentUser(request), request.body.message)),
  );

  app.get(
    e.previewOne.path,
    {
      preValidation: admin,
      schema: {
        tags: adminTags,
        summary: 'Administrators: a stored message (query id) as an author would see it, and its reach',
        description: 'An unknown id answers 404.',
        querystring: e.previewOne.query,
        response: responses(e.previewOne.response, 400, 401, 403, 404),
      },
    },
    async (request) => success(await messages.previewOne(currentUser(request), request.query.id)),
  );

  app.get(
    e.recipients.path,
    {
      preValidation: admin,
      schema: {
        tags: adminTags,
        summary: 'Administrators: active author accounts by e-mail, name, vendor number or publisher name',
        description:
          'Any part of the text, any case; at most 20, by e-mail. Administrators are never offered as recipients.',
        querystring: e.recipients.query,
        response: responses(e.recipients.response, 400, 401, 403),
      },
    },
    async (request) => success(await messages.recipients(currentUser(request), request.query.query)),
  );

  app.get(
    e.reads.path,
    {
      preValidation: admin,
      schema: {
        tags: adminTags,
        summary: 'Administrators: who dismissed or acknowledged a message (query id), latest first',
        description: 'A page at a time. An unknown id answers 404.',
        querystring: e.reads.query,
        response: responses(e.reads.response, 400, 401, 403, 404),
      },
    },
    async (request) => success(await messages.reads(currentUser(request), request.query.id, request.query)),
  );

  const READER =
    'Signed in; a contributor acting for an author reads the author’s (administrators have none). Active now and for this account, not dismissed (INFO) or not acknowledged (CRITICAL): CRITICAL first, then the newest. affectedTitles: how many of the reader’s books a message naming books is about.';

  app.get(
    e.broadcast.path,
    {
      preValidation: requireUser,
      schema: {
        tags,
        summary: "The reader's broadcast messages (type 2) showing now",
        description: READER,
        response: responses(e.broadcast.response, 401),
      },
    },
    async (request) => success({ messages: await messages.broadcast(currentUser(request)) }),
  );

  app.get(
    e.marketing.path,
    {
      preValidation: requireUser,
      schema: {
        tags,
        summary: "The reader's marketing messages (type 1) showing now",
        description: READER,
        response: responses(e.marketing.response, 401),
      },
    },
    async (request) => success({ messages: await messages.marketing(currentUser(request)) }),
  );

  app.post(
    e.dismiss.path,
    {
      preValidation: requireUser,
      schema: {
        tags,
        summary: 'Puts a site message away: an INFO one dismissed, a CRITICAL one acknowledged',
        description:
          'For the account (a contributor acting for an author, the author’s). A message that is not for this account, or not started, answers 404. Administrators see who read it. Again changes nothing.',
        body: e.dismiss.body,
        response: responses(e.dismiss.response, 400, 401, 404),
      },
    },
    async (request) => success(await messages.dismiss(currentUser(request), request.body.messageId)),
  );
};
