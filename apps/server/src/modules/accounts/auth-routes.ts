// Login and sessions (docs/product/specification/1-accounts-and-shell.md §7); sign-up is a flow (flows/sign-up.ts), signing in
// with Google and Apple is oauth-routes.ts.
import { z } from 'zod';
import {
  emailExistsAnswer,
  emailExistsRequest,
  loginRequest,
  loginWithTokenRequest,
  messageAnswer,
  sessionAnswer as sessionAnswerSchema,
  userView,
} from '@crashpad/shared/api/accounts';
import type { App, AppContext } from '../../context';
import { signedIn } from '../../http/auth';
import { Unauthorized } from '../../errors';
import { checkingAccount, login, loginWithToken } from './login-service';
import { EMAIL_TAKEN } from './registration-service';
import { authenticate, refreshToken, revokeSession } from './sessions';
import { toUserView } from './user-view';
import { userByEmail } from './users';

const tags = ['accounts'];

export async function authRoutes(app: App, ctx: AppContext): Promise<void> {
  const limit = ctx.config.authLimitPer15Min;

  app.post(
    '/email-exists',
    {
      schema: { tags, body: emailExistsRequest, response: { 200: emailExistsAnswer } },
      preHandler: [ctx.limits.perAddress('email-exists', limit * 3)],
    },
    async (request) => {
      const exists = (await userByEmail(ctx.db, request.body.email)) !== null;
      return { exists, message: exists ? EMAIL_TAKEN : 'This e-mail is free.' };
    },
  );

  // Only wrong passwords count towards the limit (docs/decisions/008-accounts-and-sessions.md "Rate limits").
  const loginFailures = ctx.limits.failures('login', limit * 3, limit);
  app.post(
    '/login',
    {
      schema: { tags, body: loginRequest, response: { 200: sessionAnswerSchema } },
      preHandler: [loginFailures.check],
    },
    async (request) => {
      try {
        const answer = await login(ctx, request.body.email, request.body.password, request.body.isKeep);
        await loginFailures.succeeded(request);
        return answer;
      } catch (err) {
        if (err instanceof Unauthorized) await loginFailures.failed(request);
        throw err;
      }
    },
  );

  app.post(
    '/login-with-token',
    {
      schema: { tags, body: loginWithTokenRequest, response: { 200: sessionAnswerSchema } },
      preHandler: [ctx.limits.perAddress('login-with-token', limit * 3)],
    },
    (request) => loginWithToken(ctx, request.body.token),
  );

  app.post(
    '/logout',
    {
      schema: {
        tags,
        body: z.object({ token: z.string().max(2000).optional() }).nullish(),
        response: { 200: messageAnswer },
      },
      preHandler: ctx.auth.optional,
    },
    async (request) => {
      // The token comes in the Authorization header, or in the body (docs/product/specification/1-accounts-and-shell.md §7 "POST /logout | token").
      const auth =
        request.auth ?? (request.body?.token ? await authenticate(ctx.sessions, request.body.token) : null);
      // Logging out twice, or with an expired token, is not an error: the browser forgets the token either way.
      if (auth) await revokeSession(ctx.db, auth.sessionId);
      return { message: 'You are logged out.' };
    },
  );

  app.get(
    '/checking-account',
    { schema: { tags, response: { 200: sessionAnswerSchema } }, preHandler: ctx.auth.user },
    (request) => checkingAccount(ctx, signedIn(request)),
  );

  app.get(
    '/user',
    { schema: { tags, response: { 200: userView } }, preHandler: ctx.auth.user },
    (request) => {
      const auth = signedIn(request);
      return toUserView(auth.user, auth.adminId !== null);
    },
  );

  app.post(
    '/user/refresh-token',
    { schema: { tags, response: { 200: z.object({ token: z.string() }) } }, preHandler: ctx.auth.user },
    async (request) => ({ token: await refreshToken(ctx.sessions, signedIn(request)) }),
  );
}
