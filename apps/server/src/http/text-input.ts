// Text the database cannot store is refused at the edge, for every route at once (docs/decisions/
// 013-input-hygiene-and-logs.md): PostgreSQL's text and jsonb cannot hold NUL (U+0000) — the statement fails —
// and a lone UTF-16 surrogate is not Unicode at all (it would be stored as U+FFFD). Both answer 400 naming
// the field, in the shape of every other form problem.
import type { FastifyRequest } from 'fastify';
import { Invalid } from '../errors';

const UNSTORABLE = /\0|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export function isUnstorable(text: string): boolean {
  return UNSTORABLE.test(text);
}

/**
 * The field of the first unstorable text in a parsed body, query or params, named as form errors name it
 * (`rooms.0.room_name`; '_' for the whole value), or null. An object key that cannot be stored names its
 * object. Walks without recursion, so no nesting depth can overflow the stack.
 */
export function unstorableField(value: unknown): string | null {
  const todo: [unknown, string][] = [[value, '']];
  while (todo.length > 0) {
    const [item, at] = todo.pop()!;
    if (typeof item === 'string') {
      if (UNSTORABLE.test(item)) return at || '_';
      continue;
    }
    if (item === null || typeof item !== 'object' || ArrayBuffer.isView(item)) continue;
    const entries = Object.entries(item);
    for (const [key] of entries) if (UNSTORABLE.test(key)) return at || '_';
    // Reversed, so the first field of the form is the one named.
    for (let i = entries.length - 1; i >= 0; i--) {
      const [key, child] = entries[i]!;
      todo.push([child, at ? `${at}.${key}` : key]);
    }
  }
  return null;
}

/** "room name contains …" for `rooms.0.room_name`: the words of the field's own name. */
export function notAllowedMessage(field: string): string {
  const name = field.split('.').findLast((part) => !/^\d+$/.test(part)) ?? field;
  return `${name.replace(/_/g, ' ')} contains a character that is not allowed`;
}

export function refuseField(field: string): Invalid {
  const message = notAllowedMessage(field);
  return Invalid.field(field, message);
}

/** preValidation hook of the API: path parameters, query and body, before any schema or handler sees them. */
export async function refuseUnstorableText(request: FastifyRequest): Promise<void> {
  for (const input of [request.params, request.query, request.body]) {
    const field = unstorableField(input);
    if (field !== null) throw refuseField(field);
  }
}
