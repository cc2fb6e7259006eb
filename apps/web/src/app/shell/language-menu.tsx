import { NativeSelect } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { LANGUAGES, chooseLanguage, currentLanguage } from '../../lib/i18n';
import { notify } from '../../lib/notify';

/** A drawn flag: emoji flags do not render on every system. */
function UsFlag() {
  return (
    <svg width="20" height="14" viewBox="0 0 20 14" aria-hidden="true">
      <rect width="20" height="14" fill="#b22234" />
      {[1, 3, 5, 7, 9, 11].map((y) => (
        <rect key={y} y={(y * 14) / 13} width="20" height={14 / 13} fill="#fff" />
      ))}
      <rect width="9" height={(7 * 14) / 13} fill="#3c3b6e" />
    </svg>
  );
}

/**
 * The flag language selector (docs/product/specification/1-accounts-and-shell.md §2). Only English exists yet (docs/product/specification/1-accounts-and-shell.md §1), and a selector with one choice
 * is a control that does nothing: it shows once a second language is in LANGUAGES (docs/decisions/006).
 */
export function LanguageMenu() {
  const { t } = useTranslation();
  if (LANGUAGES.length < 2) return null;
  const choose = async (code: string) => {
    await chooseLanguage(code);
    const language = LANGUAGES.find((l) => l.code === code)?.label ?? code;
    await notify({ message: t('shell.languageChanged', { language }), color: 'blue' });
  };
  return (
    <NativeSelect
      aria-label={t('shell.languageLabel')}
      value={currentLanguage()}
      onChange={(e) => void choose(e.currentTarget.value)}
      data={LANGUAGES.map((l) => ({ value: l.code, label: l.label }))}
      leftSection={<UsFlag />}
      variant="unstyled"
      size="sm"
      w={120}
    />
  );
}
