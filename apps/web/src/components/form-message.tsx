// A form's own message — the refusal or confirmation it shows at its top or under its button, not a field's — is
// cleared 4 seconds after it appears. Messages under a field stay until the field is fixed: they say what to fix
// (docs/decisions/053-settings-tabs-header-and-form-details.md).
import { useEffect, useState } from 'react';
import { Alert, Text } from '@mantine/core';

export const FORM_MESSAGE_MS = 4_000;

/**
 * `message` while it is younger than `ms`, then null. A different message, or the same one shown again (a new
 * `shownAt`: a submit's count, a mutation's `submittedAt`), shows for another `ms`.
 */
export function useFleetingMessage(
  message: string | null | undefined,
  shownAt?: unknown,
  ms = FORM_MESSAGE_MS,
): string | null {
  const [gone, setGone] = useState<{ message: string; shownAt: unknown } | null>(null);
  useEffect(() => {
    if (!message) return;
    const timer = window.setTimeout(() => setGone({ message, shownAt }), ms);
    return () => window.clearTimeout(timer);
  }, [message, shownAt, ms]);
  if (!message) return null;
  return gone && gone.message === message && Object.is(gone.shownAt, shownAt) ? null : message;
}

type Props = {
  message: string | null | undefined;
  shownAt?: unknown;
  /** red: a refusal (read out at once); green: a confirmation */
  color?: 'red' | 'green';
  /** an alert box at a form's top, or a line of text under its button */
  variant?: 'alert' | 'text';
  ms?: number;
};

/** The message for its 4 seconds (or `ms`), then nothing. */
export function FormMessage({ message, shownAt, color = 'red', variant = 'alert', ms }: Props) {
  const text = useFleetingMessage(message, shownAt, ms);
  if (!text) return null;
  const role = color === 'red' ? 'alert' : 'status';
  if (variant === 'text')
    return (
      <Text role={role} c={`${color}.9`} fz="sm">
        {text}
      </Text>
    );
  return (
    <Alert color={color} role={role}>
      {text}
    </Alert>
  );
}
