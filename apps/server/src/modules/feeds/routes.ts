// Events and special offers over HTTP (docs/decisions/062-events-and-special-offers.md): the pages' reads, public
// and behind each type's flag, and the admin screen's writes to the product's own store.
import { z } from 'zod';
import {
  adminFeedAnswer,
  adminFeedQuery,
  FEED_MESSAGES,
  feedItemAnswer,
  feedItemInput,
  feedItemParams,
  feedListAnswer,
  feedQuery,
  feedTypeParams,
  type FeedType,
} from '@crashpad/shared/api/feeds';
import type { FastifyRequest } from 'fastify';
import type { App, AppContext } from '../../context';
import { NotFound } from '../../errors';
import { feedOn, readFeed, readFeedItem } from './feed-reads';
import { createOwnItem, deleteOwnItem, listOwnItems, updateOwnItem } from './own-items';

const tags = ['feeds'];

/** A type whose flag is off does not exist for the API (docs/decisions/005-site-variants-and-feature-flags.md). */
function typeOn(ctx: AppContext) {
  return async (request: FastifyRequest) => {
    const { type } = request.params as { type?: FeedType };
    if (type && (type === 'events' || type === 'special_offers') && !feedOn(ctx, type))
      throw new NotFound('This feature is turned off.', 'FEATURE_OFF');
  };
}

export async function feedRoutes(app: App, ctx: AppContext): Promise<void> {
  const flagged = typeOn(ctx);

  app.get(
    '/feeds/:type',
    {
      schema: { tags, params: feedTypeParams, querystring: feedQuery, response: { 200: feedListAnswer } },
      preHandler: flagged,
    },
    (request) => readFeed(ctx, request.log, request.params.type, request.query),
  );

  app.get(
    '/feeds/:type/:id',
    { schema: { tags, params: feedItemParams, response: { 200: feedItemAnswer } }, preHandler: flagged },
    async (request) => {
      const item = await readFeedItem(ctx, request.log, request.params.type, request.params.id);
      if (!item) throw new NotFound(FEED_MESSAGES.notFound);
      return { data: item };
    },
  );

  const admin = ctx.auth.admin;
  app.get(
    '/admin/feeds/:type',
    {
      schema: {
        tags,
        params: feedTypeParams,
        querystring: adminFeedQuery,
        response: { 200: adminFeedAnswer },
      },
      preHandler: admin,
    },
    (request) => listOwnItems(ctx, request.params.type, request.query.page),
  );

  app.post(
    '/admin/feeds/:type',
    {
      schema: { tags, params: feedTypeParams, body: feedItemInput, response: { 200: feedItemAnswer } },
      preHandler: admin,
    },
    async (request) => ({ data: await createOwnItem(ctx, request.params.type, request.body) }),
  );

  app.put(
    '/admin/feeds/:type/:id',
    {
      schema: { tags, params: feedItemParams, body: feedItemInput, response: { 200: feedItemAnswer } },
      preHandler: admin,
    },
    async (request) => ({
      data: await updateOwnItem(ctx, request.params.type, request.params.id, request.body),
    }),
  );

  app.delete(
    '/admin/feeds/:type/:id',
    {
      schema: { tags, params: feedItemParams, response: { 200: z.object({ message: z.string() }) } },
      preHandler: admin,
    },
    async (request) => {
      await deleteOwnItem(ctx, request.params.type, request.params.id);
      return { message: 'Deleted.' };
    },
  );
}
