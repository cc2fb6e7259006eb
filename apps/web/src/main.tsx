import '@mantine/core/styles.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { verifyStoredSession } from './lib/auth-api';
import { initI18n } from './lib/i18n';

initI18n();
void verifyStoredSession();
createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
