// GET /api/amenities, /api/places, /api/preferences (docs/product/specification/2-listings-and-tenants.md §7): the catalogues the wizard offers, public.
import { z } from 'zod';
import { vocabularyItem } from '@crashpad/shared/api/vocabularies';
import type { App, AppContext } from '../../context';
import { requestLanguage } from '../../http/locale';
import { vocabulary, type VocabularyName } from './vocabulary-names';

const tags = ['listings'];
const answer = z.array(vocabularyItem);

export async function vocabularyReadRoutes(app: App, { db }: AppContext): Promise<void> {
  for (const which of ['amenities', 'places', 'preferences'] as const satisfies VocabularyName[])
    app.get(`/${which}`, { schema: { tags, response: { 200: answer } } }, (request) =>
      vocabulary(db, which, requestLanguage(request)),
    );
}
