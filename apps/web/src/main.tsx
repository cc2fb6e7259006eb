import '@mantine/core/styles.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { siteWordsReady } from './app/providers';
import { verifyStoredSession } from './lib/auth-api';
import { initI18n } from './lib/i18n';

initI18n();
void verifyStoredSession();
// Rendered once the site's words are ready, so no text shows in another site's words first (docs/decisions/005).
void siteWordsReady.finally(() =>
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <App />
    </StrictMode>,
  ),
);
