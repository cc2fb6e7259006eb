// The accounts module's HTTP routes (docs/product/specification/1-accounts-and-shell.md), registered by app.ts under /api.
import type { App, AppContext } from '../../context';
import { adminRoutes } from './admin-routes';
import { authRoutes } from './auth-routes';
import { oauthRoutes } from './oauth-routes';
import { profileRoutes } from './profile-routes';
import { recoveryRoutes } from './recovery-routes';
import { settingsRoutes } from './settings-routes';

export async function accountRoutes(app: App, ctx: AppContext): Promise<void> {
  await authRoutes(app, ctx);
  await oauthRoutes(app, ctx);
  await settingsRoutes(app, ctx);
  await recoveryRoutes(app, ctx);
  await profileRoutes(app, ctx);
  await adminRoutes(app, ctx);
}
