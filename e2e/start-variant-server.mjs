// Starts the built server as one of the white-label sites (docs/decisions/005, 062, 065) for the variant journeys:
// `node start-variant-server.mjs <variant> <port>`, on a fresh embedded database with the demo data (its demo
// members, listings in the variant's words, and events and offers near the demo airports). No fixtures: a variant's
// journey starts from what a fresh clone of that site shows.
import { startExtraServer } from './extra-server.mjs';

const [variant, port] = process.argv.slice(2);
startExtraServer(port, { SITE_VARIANT: variant, SEED_DEMO: 'true', UPLOADS_PER_MINUTE: '10' });
