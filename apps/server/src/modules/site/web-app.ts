// Serves the built web app: hashed assets with long cache headers, every other GET the app's HTML with
// the page's meta tags; unknown /api paths answer 404 JSON. Also sitemap.xml and robots.txt.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { App, AppContext } from '../../context';
import { injectMeta, resolveMeta } from './page-meta';
import { chunkPreloads, injectPreloads, landingPage, photoPreload, siteSettingsTag } from './page-preloads';
import { siteSettings } from './service';
import { siteAnswer } from '@crashpad/shared/api/site';
import { sitemapXml } from './sitemap';

const MISSING_FILE =
  /^\/(assets\/.*|uploads\/.*|[^/]+\.(js|css|map|png|jpe?g|webp|svg|ico|txt|json|woff2?))$/i;

const NOT_BUILT = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>App</title><!--page-meta--></head>
<body><div id="root"><p>The web app is not built yet: run <code>npm run build</code>, or use <code>npm run dev</code>.</p></div></body></html>`;

export async function webAppRoutes(app: App, ctx: AppContext): Promise<void> {
  const dist = ctx.config.webDistDir;
  const indexFile = join(dist, 'index.html');
  const built = existsSync(indexFile);
  const template = built ? readFileSync(indexFile, 'utf8') : NOT_BUILT;
  const chunks = chunkPreloads(dist);
  // Every page of a site not in the crashpad site's words waits for its rewording: asked for with the entry.
  const reworded = ctx.wording.listing !== 'crashpad' || ctx.wording.members !== 'crew';
  const wordsTag = reworded ? chunks.words : '';
  // The settings are the server's configuration, fixed while it runs: written once, as GET /api/site answers them.
  const settingsTag = siteSettingsTag(siteAnswer.parse(siteSettings(ctx)));

  if (built) {
    await app.register(fastifyStatic, {
      root: dist,
      prefix: '/',
      index: false,
      // The build writes .br and .gz copies of scripts and styles (apps/web/scripts/precompress.mjs): sent as they
      // are, smaller than compressing per request and no work per request (docs/decisions/004-web-performance.md).
      preCompressed: true,
      allowedPath: (path) => path !== '/index.html',
      setHeaders(res, path) {
        const hashed = path.includes('/assets/');
        res.header('cache-control', hashed ? 'public, max-age=31536000, immutable' : 'public, max-age=3600');
      },
    });
  }

  app.get('/robots.txt', async (_request, reply) => {
    reply.type('text/plain').header('cache-control', 'public, max-age=3600');
    return [
      'User-agent: *',
      'Disallow: /api/',
      'Disallow: /dev/',
      'Disallow: /account-setting',
      'Disallow: /messages',
      'Disallow: /chat/',
      `Sitemap: ${ctx.config.publicUrl}/sitemap.xml`,
      '',
    ].join('\n');
  });

  app.get('/sitemap.xml', async (request, reply) => {
    reply.type('application/xml').header('cache-control', 'public, max-age=3600');
    return sitemapXml(ctx, request.log);
  });

  const sendPage = async (request: FastifyRequest, reply: FastifyReply) => {
    const path = request.url.split('?')[0] ?? '/';
    const meta = await resolveMeta(ctx, path, request.url.includes('?'), request.log);
    const landing = meta.status ? null : landingPage(path);
    const html = injectMeta(template, meta, ctx.wording.siteName);
    return reply
      .code(meta.status ?? 200)
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-cache')
      .send(
        injectPreloads(html, [
          settingsTag,
          wordsTag,
          ...(landing ? [photoPreload(meta.photo), chunks[landing]] : []),
        ]),
      );
  };
  // The static plugin answers 403 for the root folder itself; the home page is the app's HTML.
  app.get('/', sendPage);

  app.setNotFoundHandler(async (request, reply) => {
    const path = request.url.split('?')[0] ?? '/';
    const isPage =
      (request.method === 'GET' || request.method === 'HEAD') && !path.startsWith('/api/') && path !== '/api';
    if (!isPage) return reply.code(404).send({ message: `No such endpoint: ${request.method} ${path}` });
    // A missing built file (an old asset hash, a typo) is a 404, never the app's HTML in its place.
    if (MISSING_FILE.test(path)) return reply.code(404).type('text/plain').send('Not found');
    return sendPage(request, reply);
  });
}
