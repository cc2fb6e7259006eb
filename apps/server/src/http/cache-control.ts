// Answers of the API are not kept by browsers or proxies (docs/decisions/013-input-hygiene-and-logs.md): most
// depend on who asks, and one kept in a shared browser or cache would show a member's data to the next person.
// A route that answers the same to everyone may say so with its own Cache-Control (the country and city
// lists do); an answer that read a session is never kept, whatever its route said.
import type { FastifyReply, FastifyRequest } from 'fastify';

/** onSend hook of the API. */
export async function noStoreUnlessPublic(
  request: FastifyRequest,
  reply: FastifyReply,
  payload: unknown,
): Promise<unknown> {
  if (request.auth || !reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
  return payload;
}
