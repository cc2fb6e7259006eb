// The dialogs every page can open (docs/product/specification/1-accounts-and-shell.md §8). Loaded on demand by DialogHost.
import { useSyncExternalStore } from 'react';
import { Button, Group, Modal, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { dialogState, subscribeDialogs, updateDialogs } from '../lib/dialogs';
import { loginTo } from '../lib/return-to';
import { clearSession } from '../lib/session';

export default function GlobalDialogs() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const state = useSyncExternalStore(subscribeDialogs, dialogState);
  const confirm = state.confirm;
  const closeConfirm = (answer: boolean) => {
    confirm?.resolve(answer);
    updateDialogs({ confirm: null });
  };

  return (
    <>
      <Modal opened={confirm !== null} onClose={() => closeConfirm(false)} title={confirm?.title} centered>
        <Text>{confirm?.message}</Text>
        <Group justify="flex-end" mt="lg">
          <Button variant="default" onClick={() => closeConfirm(false)}>
            {confirm?.cancelLabel ?? t('common.cancel')}
          </Button>
          <Button color={confirm?.danger ? 'red' : undefined} onClick={() => closeConfirm(true)}>
            {confirm?.confirmLabel ?? t('common.confirm')}
          </Button>
        </Group>
      </Modal>

      <Modal
        opened={state.paymentError !== null}
        onClose={() => updateDialogs({ paymentError: null })}
        title={state.paymentError?.title}
        centered
      >
        <Text>{state.paymentError?.message}</Text>
        <Group justify="flex-end" mt="lg">
          <Button color="red" onClick={() => updateDialogs({ paymentError: null })}>
            {t('common.ok')}
          </Button>
        </Group>
      </Modal>

      <Modal
        opened={state.serverError}
        onClose={() => updateDialogs({ serverError: false })}
        title={t('dialogs.serverError.title')}
        centered
      >
        <Text>{t('dialogs.serverError.message')}</Text>
        <Group justify="flex-end" mt="lg">
          <Button onClick={() => updateDialogs({ serverError: false })}>{t('common.ok')}</Button>
        </Group>
      </Modal>

      <Modal
        opened={state.conflict !== undefined}
        onClose={() => updateDialogs({ conflict: undefined })}
        title={t('dialogs.conflict.title')}
        centered
      >
        <Text>{state.conflict || t('dialogs.conflict.message')}</Text>
        <Group justify="flex-end" mt="lg">
          <Button color="orange" onClick={() => updateDialogs({ conflict: undefined })}>
            {t('common.ok')}
          </Button>
        </Group>
      </Modal>

      <Modal
        opened={state.sessionExpired}
        onClose={() => updateDialogs({ sessionExpired: false })}
        title={t('dialogs.sessionExpired.title')}
        centered
      >
        <Text>{t('dialogs.sessionExpired.message')}</Text>
        <Group justify="flex-end" mt="lg">
          <Button variant="default" onClick={() => updateDialogs({ sessionExpired: false })}>
            {t('common.cancel')}
          </Button>
          <Button
            color="orange"
            onClick={() => {
              clearSession();
              updateDialogs({ sessionExpired: false });
              // After logging in again the member is back on this page.
              void navigate(loginTo(location.pathname + location.search + location.hash));
            }}
          >
            {t('common.ok')}
          </Button>
        </Group>
      </Modal>
    </>
  );
}
