// Signing in and up with Google and Apple (docs/product/specification/1-accounts-and-shell.md §7 "POST
// /api/oauth/{provider} → url"; docs/decisions/063-social-sign-in.md). A provider is offered only when configured
// (OAUTH_*); any other answers 404.
import { z } from 'zod';
import { userView } from '@crashpad/shared/api/accounts';
import {
  oauthCodeRequest,
  oauthSessionAnswer,
  oauthSessionRequest,
  oauthStartAnswer,
  oauthStartRequest,
  socialSignUpAnswer as socialSignUpAnswerSchema,
} from '@crashpad/shared/api/oauth';
import {
  SOCIAL_PROVIDER_NAMES,
  isSocialProvider,
  type SocialProvider,
} from '@crashpad/shared/social-providers';
import type { App, AppContext } from '../../context';
import { NotFound, TryLater } from '../../errors';
import { signedIn } from '../../http/auth';
import { OAuthClients, ProviderUnavailable } from './oauth-client';
import {
  exchangeSignInCode,
  finishSocialSignIn,
  socialSignUpAnswer,
  startSocialSignIn,
} from './social-sign-in';
import { unlinkSocial } from './social-unlink';
import { toUserView } from './user-view';

const tags = ['accounts'];
const providerParams = z.object({ provider: z.string().max(40) });
/** The provider's answer: its own parameters (code, state, iss, error…) are read as sent. */
const callbackFields = z.looseObject({
  code: z.string().max(4000).optional(),
  state: z.string().max(500).optional(),
  error: z.string().max(500).optional(),
});
const FORM = 'application/x-www-form-urlencoded';

export async function oauthRoutes(app: App, ctx: AppContext): Promise<void> {
  const clients = new OAuthClients(ctx.config.oauth, ctx.config.publicUrl);
  const limit = ctx.limits.perAddress('oauth', ctx.config.authLimitPer15Min * 3);

  const configured = (name: string): SocialProvider => {
    if (isSocialProvider(name) && clients.settings(name)) return name;
    throw new NotFound(
      `Signing in with ${isSocialProvider(name) ? SOCIAL_PROVIDER_NAMES[name] : name} is not available on this site. Please use your e-mail and password.`,
      'OAUTH_PROVIDER_UNKNOWN',
    );
  };

  app.post(
    '/oauth/:provider',
    {
      schema: {
        tags,
        params: providerParams,
        body: oauthStartRequest,
        response: { 200: oauthStartAnswer },
      },
      // Linking from settings needs the member; signing in needs nobody.
      preHandler: [limit, ctx.auth.optional],
    },
    async (request) => {
      const provider = configured(request.params.provider);
      const { body } = request;
      const linkUserId = body.link ? signedIn(request).user.id : null;
      try {
        const url = await startSocialSignIn(ctx, clients, provider, {
          browserKey: body.browser_key,
          next: body.next ?? null,
          userPlan: body.user_plan ?? null,
          linkUserId,
        });
        return { url };
      } catch (err) {
        if (!(err instanceof ProviderUnavailable)) throw err;
        request.log.warn({ provider, problem: err.message }, 'social sign-in: the provider is not answering');
        throw new TryLater(
          503,
          `${SOCIAL_PROVIDER_NAMES[provider]} is not answering. Please try again in a moment, or use your e-mail and password.`,
          30,
          'OAUTH_UNAVAILABLE',
        );
      }
    },
  );

  // The provider sends the browser back here: Google with a GET, Apple with a posted form (response_mode=form_post).
  app.get(
    '/oauth/:provider/callback',
    { schema: { tags, params: providerParams, querystring: callbackFields }, preHandler: [limit] },
    async (request, reply) => {
      const provider = configured(request.params.provider);
      const query = request.url.includes('?') ? request.url.slice(request.url.indexOf('?') + 1) : '';
      const params = new URLSearchParams(query);
      return reply.redirect(
        await finishSocialSignIn(ctx, clients, provider, { method: 'GET', params }, request.log),
        303,
      );
    },
  );

  await app.register(async (form: App) => {
    form.addContentTypeParser(FORM, { parseAs: 'string', bodyLimit: 64 * 1024 }, (_request, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(body as string)));
    });
    form.post(
      '/oauth/:provider/callback',
      { schema: { tags, params: providerParams, body: callbackFields }, preHandler: [limit] },
      async (request, reply) => {
        const provider = configured(request.params.provider);
        const params = new URLSearchParams(request.body as Record<string, string>);
        return reply.redirect(
          await finishSocialSignIn(ctx, clients, provider, { method: 'POST', params }, request.log),
          303,
        );
      },
    );
  });

  app.post(
    '/oauth/session',
    {
      schema: { tags, body: oauthSessionRequest, response: { 200: oauthSessionAnswer } },
      preHandler: [limit],
    },
    (request) =>
      exchangeSignInCode(ctx, {
        code: request.body.code,
        browserKey: request.body.browser_key,
        keep: request.body.isKeep,
      }),
  );

  app.post(
    '/oauth/sign-up',
    {
      schema: { tags, body: oauthCodeRequest, response: { 200: socialSignUpAnswerSchema } },
      preHandler: [limit],
    },
    (request) =>
      socialSignUpAnswer(ctx.db, { code: request.body.code, browserKey: request.body.browser_key }),
  );

  // Unlinking from account settings, whether or not the provider is still configured (decision 063, "Unlinking").
  app.delete(
    '/oauth/link',
    { schema: { tags, response: { 200: userView } }, preHandler: ctx.auth.user },
    async (request) => {
      const auth = signedIn(request);
      const { user, provider } = await unlinkSocial(ctx.db, auth.user);
      await ctx.caches.clearAll();
      request.log.info({ userId: user.id, provider }, 'social sign-in unlinked');
      return toUserView(user, auth.adminId !== null);
    },
  );
}
