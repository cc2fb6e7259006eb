// Record ids (docs/decisions/013-input-hygiene-and-logs.md): the database's ids are `integer` (int4), so an id
// is a whole number from 1 to 2,147,483,647. A larger one names nothing and must not reach a statement, where
// it fails; it is refused like any malformed id, 400 naming the field.
import { z } from 'zod';

/** The largest PostgreSQL `integer`. */
export const ID_MAX = 2_147_483_647;

const ID_MESSAGES = {
  number: 'id must be a number',
  whole: 'id must be a whole number',
  positive: 'id must be a positive number',
  tooLarge: 'id is too large',
} as const;

const bounded = (n: z.ZodNumber) =>
  n
    .int({ error: ID_MESSAGES.whole })
    .positive({ error: ID_MESSAGES.positive })
    .max(ID_MAX, { error: ID_MESSAGES.tooLarge });

/** An id in a JSON body. */
export const recordId = bounded(z.number({ error: ID_MESSAGES.number }));

/** An id in a path or a query string, where it arrives as text. */
export const recordIdText = bounded(z.coerce.number({ error: ID_MESSAGES.number }));

/** The params of every `/…/:id` route. */
export const idParams = z.object({ id: recordIdText });
