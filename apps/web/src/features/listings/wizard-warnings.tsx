// The wizard's validation warnings (docs/product/specification/2-listings-and-tenants.md §4.8, §9): at most 5, 15 s each. They sit in the page under the step's
// fields, so they never cover a field or the header; each closes when its field becomes valid, and all close when
// the step changes (docs/decisions/018-walk-through-fixes.md).
import { useEffect, useState } from 'react';
import { Alert, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { listingProblems, type ListingProblem } from '@crashpad/shared/rules/listings';
import { checkable, type Draft } from './draft';

export const MAX_WARNINGS = 5;
export const WARNING_MS = 15_000;

export function useWizardWarnings(draft: Draft) {
  const [shown, setShown] = useState<ListingProblem[]>([]);
  useEffect(() => {
    if (shown.length === 0) return;
    const timer = window.setTimeout(() => setShown([]), WARNING_MS);
    return () => window.clearTimeout(timer);
  }, [shown]);
  const current = listingProblems(checkable(draft));
  const warnings = shown.filter((w) => current.some((p) => p.field === w.field && p.message === w.message));
  return {
    warnings,
    /** Shows the first five problems in place of any still on screen. */
    warn: (problems: ListingProblem[]) => setShown(problems.slice(0, MAX_WARNINGS)),
    close: (warning?: ListingProblem) => setShown((s) => (warning ? s.filter((w) => w !== warning) : [])),
  };
}

type Props = { warnings: ListingProblem[]; onClose: (warning: ListingProblem) => void };

export function WizardWarnings({ warnings, onClose }: Props) {
  const { t } = useTranslation();
  if (warnings.length === 0) return null;
  return (
    <Stack gap={6} mt="lg" data-testid="wizard-warnings">
      {warnings.map((w) => (
        <Alert
          key={`${w.field}:${w.message}`}
          color="yellow"
          variant="light"
          py={8}
          withCloseButton
          closeButtonLabel={t('common.close')}
          onClose={() => onClose(w)}
        >
          {w.message}
        </Alert>
      ))}
    </Stack>
  );
}
