// POST /api/{amenities|places|preferences}, PATCH and DELETE /api/{kind}/{id}: admin only (docs/product/specification/3-money-and-messaging.md §2.7, §7).
// The public GET of each list is in read-routes.ts; app.ts registers both through vocabularyRoutes.
import {
  VOCABULARY_KINDS,
  vocabularyDeleted,
  vocabularyEntry,
  vocabularyInput,
} from '@crashpad/shared/api/vocabularies';
import { idParams } from '@crashpad/shared/api/ids';
import type { App, AppContext } from '../../context';
import { vocabularyReadRoutes } from './read-routes';
import { createEntry, deleteEntry, updateEntry } from './service';

const tags = ['vocabularies'];

export async function vocabularyAdminRoutes(app: App, ctx: AppContext): Promise<void> {
  // Refused before the body is read: a guest or a member learns nothing from validation messages.
  const onRequest = ctx.auth.admin;
  for (const kind of VOCABULARY_KINDS) {
    app.post(
      `/${kind}`,
      { schema: { tags, body: vocabularyInput, response: { 201: vocabularyEntry } }, onRequest },
      async (request, reply) => reply.code(201).send(await createEntry(ctx.db, kind, request.body)),
    );
    app.patch(
      `/${kind}/:id`,
      {
        schema: { tags, params: idParams, body: vocabularyInput, response: { 200: vocabularyEntry } },
        onRequest,
      },
      async (request) => {
        const entry = await updateEntry(ctx.db, kind, request.params.id, request.body);
        await ctx.caches.clearAll(); // listing pages show the names
        return entry;
      },
    );
    app.delete(
      `/${kind}/:id`,
      { schema: { tags, params: idParams, response: { 200: vocabularyDeleted } }, onRequest },
      async (request) => {
        const deleted = await deleteEntry(ctx.db, kind, request.params.id);
        await ctx.caches.clearAll();
        return deleted;
      },
    );
  }
}

/** The vocabularies' routes: the public lists and the admin's changes. */
export async function vocabularyRoutes(app: App, ctx: AppContext): Promise<void> {
  await vocabularyReadRoutes(app, ctx);
  await vocabularyAdminRoutes(app, ctx);
}
