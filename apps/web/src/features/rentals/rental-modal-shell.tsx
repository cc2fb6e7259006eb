// The shell My Crew's and My CrashPad Rentals' modals about one rental share (docs/product/specification/2-listings-and-tenants.md
// §2.4, §2.6; docs/product/specification/3-money-and-messaging.md §5): a centred modal titled with the tenant's name,
// open while it has a rental, and its form — the intro line, the form's own message above the fields
// (docs/decisions/045-forms-show-every-error.md), then Cancel and the submit button, busy while the form sends.
import { Fragment, useState, type FormEvent, type ReactNode } from 'react';
import {
  Alert,
  Button,
  Group,
  Modal,
  Stack,
  Text,
  type MantineSize,
  type MantineSpacing,
} from '@mantine/core';
import type { RentalView } from '@crashpad/shared/api/rentals';
import { tenantShortName } from '@crashpad/shared/rules/rentals';

/** How a modal names the tenant: the short name, else the e-mail address (an invitation not yet accepted). */
export const tenantName = (r: Pick<RentalView, 'first_name' | 'last_name' | 'email'>) =>
  tenantShortName(r.first_name, r.last_name) || r.email;

type ShellProps = {
  rental: RentalView | null;
  onClose: () => void;
  /** the title, or the title from the tenant's name */
  title: string | ((name: string) => string);
  size?: MantineSize;
  /** the modal's body for the rental; keyed by the rental, so another rental starts afresh */
  children: (rental: RentalView) => ReactNode;
};

/** A modal about one rental: open while `rental` is set, titled (most often) with its tenant's name. */
export function RentalModalShell({ rental, onClose, title, size, children }: ShellProps) {
  const heading = typeof title === 'string' ? title : rental ? title(tenantName(rental)) : '';
  return (
    <Modal opened={rental !== null} onClose={onClose} title={heading} size={size} centered>
      {rental && <Fragment key={rental.id}>{children(rental)}</Fragment>}
    </Modal>
  );
}

type FormProps = {
  /**
   * Checks the form and sends it. It returns the send's promise when it sends: the submit button is busy until it
   * settles, and another submit meanwhile is ignored. A refused check returns nothing.
   */
  onSubmit: () => Promise<unknown> | void;
  onClose: () => void;
  /** the line under the title */
  intro?: ReactNode;
  /** the form's own message above the fields */
  alert?: string | null;
  cancelLabel: string;
  submitLabel: string;
  /** the form's accessible name */
  label?: string;
  gap?: MantineSpacing;
  /** space above the buttons */
  footerTop?: MantineSpacing;
  /** the intro in the body's colour rather than dimmed */
  plainIntro?: boolean;
  children: ReactNode;
};

/** The rental modal's form: intro, message, fields, then Cancel and the submit button. */
export function RentalModalForm({
  onSubmit,
  onClose,
  intro,
  alert,
  cancelLabel,
  submitLabel,
  label,
  gap,
  footerTop,
  plainIntro,
  children,
}: FormProps) {
  const [busy, setBusy] = useState(false);
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (busy) return;
    const sending = onSubmit();
    if (!sending) return;
    setBusy(true);
    try {
      await sending;
    } finally {
      setBusy(false);
    }
  };
  return (
    <form onSubmit={(e) => void submit(e)} noValidate aria-label={label}>
      <Stack gap={gap}>
        {intro && (
          <Text fz="sm" c={plainIntro ? undefined : 'dimmed'}>
            {intro}
          </Text>
        )}
        {alert && (
          <Alert color="red" role="alert">
            {alert}
          </Alert>
        )}
        {children}
        <Group justify="flex-end" mt={footerTop}>
          <Button variant="default" onClick={onClose}>
            {cancelLabel}
          </Button>
          <Button type="submit" loading={busy}>
            {submitLabel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
