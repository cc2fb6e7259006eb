// Starts the built server for the social sign-in journey (social-sign-in.spec.ts, docs/decisions/063): `node
// start-social-server.mjs <port>`, on a fresh embedded database without demo data or fixtures, offering "Continue
// with Google" through the OAUTH_GOOGLE_* settings playwright.config.ts passes (the e2e provider of
// start-oidc-provider.mjs). The main server keeps the offline default, so no other journey sees the button.
import { startExtraServer } from './extra-server.mjs';

const [port] = process.argv.slice(2);
for (const name of ['OAUTH_GOOGLE_CLIENT_ID', 'OAUTH_GOOGLE_CLIENT_SECRET', 'OAUTH_GOOGLE_ISSUER'])
  if (!process.env[name]) {
    console.error(`${name} is not set: playwright.config.ts sets it for the social project.`);
    process.exit(1);
  }
startExtraServer(port, { SEED_DEMO: 'false' });
