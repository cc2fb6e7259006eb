// POST /api/listings/update-room?id&room_name&beds_per_room and POST /api/listings/delete-room?id (docs/product/specification/2-listings-and-tenants.md §7).
import { messageAnswer } from '@crashpad/shared/api/accounts';
import { deleteRoomQuery, updateRoomQuery } from '@crashpad/shared/api/listings';
import type { App, AppContext } from '../../context';
import { signedIn } from '../../http/auth';
import { ROOM_DELETED, ROOM_UPDATED, deleteRoom, updateRoom } from './room-changes';

const tags = ['listings'];

export async function roomRoutes(app: App, ctx: AppContext): Promise<void> {
  app.post(
    '/listings/update-room',
    {
      schema: { tags, querystring: updateRoomQuery, response: { 200: messageAnswer } },
      onRequest: ctx.auth.user,
    },
    async (request) => {
      await updateRoom(ctx.db, signedIn(request).user.id, request.query);
      await ctx.caches.clearAll();
      return { message: ROOM_UPDATED };
    },
  );

  app.post(
    '/listings/delete-room',
    {
      schema: { tags, querystring: deleteRoomQuery, response: { 200: messageAnswer } },
      onRequest: ctx.auth.user,
    },
    async (request) => {
      await deleteRoom(ctx.db, signedIn(request).user.id, request.query.id);
      await ctx.caches.clearAll();
      return { message: ROOM_DELETED };
    },
  );
}
