// A real OpenID Connect provider for the social sign-in tests (docs/decisions/063-social-sign-in.md): oidc-provider
// on 127.0.0.1 with its development login and consent pages, driven with plain HTTP as a browser would follow them.
// It also serves a photo from its own host (`<issuer>/picture.png`), the one place the app fetches a test photo from.
import { createServer, type RequestListener, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider, { type Configuration } from 'oidc-provider';
import sharp from 'sharp';

export type TestPerson = {
  email?: string;
  email_verified?: boolean;
  given_name?: string;
  family_name?: string;
  picture?: string;
};

export type TestClient = { clientId: string; clientSecret: string; redirectUri: string };

/** Where the provider sent the browser back: Google's GET with a query, or Apple's posted form. */
export type ProviderAnswer = { method: 'GET'; query: string } | { method: 'POST'; form: string };

export type TestOidcProvider = {
  issuer: string;
  /** The people it knows, by subject; a test adds its own. */
  people: Map<string, TestPerson>;
  /** Follows an authorization address through login (as `sub`) and consent to the answer for our callback. */
  authorize(url: string, sub: string): Promise<ProviderAnswer>;
  close(): Promise<void>;
};

/** `name=value` pairs a browser keeps for the provider between its pages. */
class CookieJar {
  private readonly cookies = new Map<string, string>();
  keep(res: Response): void {
    for (const line of res.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const eq = pair!.indexOf('=');
      const name = pair!.slice(0, eq).trim();
      const value = pair!.slice(eq + 1).trim();
      if (value === '' || /expires=Thu, 01 Jan 1970/i.test(line)) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }
  header(): string {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  }
}

const hidden = (html: string) =>
  new URLSearchParams(
    [...html.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)"/g)].map((m): [string, string] => [
      m[1]!,
      m[2]!
        .replace(/&quot;/g, '"')
        .replace(/&#34;/g, '"')
        .replace(/&amp;/g, '&'),
    ]),
  );

export async function startOidcProvider(clients: TestClient[]): Promise<TestOidcProvider> {
  const picture = await sharp({
    create: { width: 64, height: 64, channels: 3, background: { r: 40, g: 90, b: 200 } },
  })
    .png()
    .toBuffer();
  let handle: RequestListener = (_req, res) => res.end();
  const server: Server = createServer((req, res) => {
    if (req.url === '/picture.png') {
      res.writeHead(200, { 'content-type': 'image/png', 'content-length': picture.length });
      res.end(picture);
      return;
    }
    handle(req, res);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const people = new Map<string, TestPerson>();

  const configuration: Configuration = {
    clients: clients.map((c) => ({
      client_id: c.clientId,
      client_secret: c.clientSecret,
      redirect_uris: [c.redirectUri],
      response_types: ['code'],
      grant_types: ['authorization_code'],
      token_endpoint_auth_method: 'client_secret_post',
    })),
    claims: {
      openid: ['sub'],
      email: ['email', 'email_verified'],
      profile: ['given_name', 'family_name', 'name', 'picture'],
      // Apple's scope for the name
      name: ['given_name', 'family_name', 'name'],
    },
    features: { devInteractions: { enabled: true } },
    cookies: { keys: ['a test provider cookie key'] },
    findAccount: (_ctx, sub) => {
      const person = people.get(sub);
      if (!person) return undefined;
      return {
        accountId: sub,
        claims: () => ({
          sub,
          ...person,
          name: [person.given_name, person.family_name].filter(Boolean).join(' ') || undefined,
        }),
      };
    },
  };
  const provider = new Provider(issuer, configuration);
  // The development pages warn on the console at every start; the tests know.
  provider.on('server_error', (_ctx, err) => console.error('test OpenID provider:', err));
  const callback = provider.callback();
  handle = (req, res) => void callback(req, res);

  async function authorize(url: string, sub: string): Promise<ProviderAnswer> {
    const jar = new CookieJar();
    let next: { url: string; method: 'GET' | 'POST'; body?: string } = { url, method: 'GET' };
    for (let step = 0; step < 12; step += 1) {
      const res = await fetch(next.url, {
        method: next.method,
        redirect: 'manual',
        headers: {
          cookie: jar.header(),
          ...(next.body ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
        },
        body: next.body,
      });
      jar.keep(res);
      const location = res.headers.get('location');
      if (location) {
        const target = new URL(location, next.url);
        if (target.origin !== issuer) return { method: 'GET', query: target.search.slice(1) };
        next = { url: target.href, method: 'GET' };
        continue;
      }
      const html = await res.text();
      if (res.status !== 200)
        throw new Error(`the test provider answered ${res.status}: ${html.slice(0, 500)}`);
      // Apple's way: a page that posts the answer to the callback.
      const form = /<form method="post" action="([^"]+)"/.exec(html);
      if (form && new URL(form[1]!).origin !== issuer)
        return { method: 'POST', form: hidden(html).toString() };
      const submit =
        /<form[^>]+action="([^"]+)"[^>]*method="post"|<form[^>]+method="post"[^>]*action="([^"]+)"/i.exec(
          html,
        );
      if (!submit) throw new Error(`no form on the test provider's page: ${html.slice(0, 500)}`);
      const action = new URL(submit[1] ?? submit[2]!, next.url).href;
      const prompt = /name="prompt" value="(\w+)"/.exec(html)?.[1];
      const body =
        prompt === 'login'
          ? new URLSearchParams({ prompt: 'login', login: sub, password: 'any' })
          : new URLSearchParams({ prompt: 'consent' });
      next = { url: action, method: 'POST', body: body.toString() };
    }
    throw new Error('the test provider never answered the callback');
  }

  return {
    issuer,
    people,
    authorize,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
