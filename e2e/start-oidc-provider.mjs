// A real OpenID Connect provider playing Google for the social sign-in journey (social-sign-in.spec.ts,
// docs/decisions/063-social-sign-in.md): oidc-provider on 127.0.0.1 with its development login and consent pages,
// which take any login name and any password. `node start-oidc-provider.mjs <port>`, with the client the server
// is configured with in OIDC_CLIENT_ID, OIDC_CLIENT_SECRET and OIDC_REDIRECT_URI (playwright.config.ts).
// Everything lives in memory: a fresh start knows no session and no grant.
import { createServer } from 'node:http';
import Provider from 'oidc-provider';

const port = Number(process.argv[2]);
const { OIDC_CLIENT_ID, OIDC_CLIENT_SECRET, OIDC_REDIRECT_URI } = process.env;
if (!port || !OIDC_CLIENT_ID || !OIDC_CLIENT_SECRET || !OIDC_REDIRECT_URI) {
  console.error(
    'usage: OIDC_CLIENT_ID=… OIDC_CLIENT_SECRET=… OIDC_REDIRECT_URI=… node start-oidc-provider.mjs <port>',
  );
  process.exit(1);
}
const issuer = `http://127.0.0.1:${port}`;

/** The person behind a login name: the name itself when it is an e-mail address, else <name>@example.com. */
function person(login) {
  return {
    email: login.includes('@') ? login : `${login}@example.com`,
    email_verified: true,
    given_name: 'Robin',
    family_name: 'Okafor',
    name: 'Robin Okafor',
  };
}

const provider = new Provider(issuer, {
  clients: [
    {
      client_id: OIDC_CLIENT_ID,
      client_secret: OIDC_CLIENT_SECRET,
      redirect_uris: [OIDC_REDIRECT_URI],
      response_types: ['code'],
      grant_types: ['authorization_code'],
      token_endpoint_auth_method: 'client_secret_post',
    },
  ],
  claims: {
    openid: ['sub'],
    email: ['email', 'email_verified'],
    profile: ['given_name', 'family_name', 'name'],
  },
  features: { devInteractions: { enabled: true } },
  cookies: { keys: ['the e2e provider cookie key'] },
  findAccount: (_ctx, sub) => ({ accountId: sub, claims: () => ({ sub, ...person(sub) }) }),
});
provider.on('server_error', (_ctx, err) => console.error('e2e OpenID provider:', err));

const server = createServer(provider.callback());
server.listen(port, '127.0.0.1', () => console.log(`e2e OpenID provider at ${issuer}`));
// Playwright's gracefulShutdown sends SIGTERM: close and leave.
for (const signal of ['SIGTERM', 'SIGINT'])
  process.on(signal, () => {
    server.close(() => process.exit(0));
    server.closeAllConnections();
  });
