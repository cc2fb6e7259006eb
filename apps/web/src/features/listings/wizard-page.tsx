// /create-crashpad and /my-crashpads/{id}/edit (docs/product/specification/2-listings-and-tenants.md §2.1, §4.8): five clickable steps with a progress bar;
// Save & Publish at step 5 when creating, Save on every step when editing.
import './texts';
import { useState } from 'react';
import { Alert, Anchor, Button, Container, Group, Progress, Stepper, Text, Title } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import type { ListingEditView } from '@crashpad/shared/api/listings';
import { listingProblems, offeredRentalTypes } from '@crashpad/shared/rules/listings';
import { Loading } from '../../components/loading';
import { ApiError, errorMessage } from '../../lib/api-client';
import { notify, notifyError } from '../../lib/notify';
import { useFlag } from '../../lib/site';
import { listingEditQuery, myListingsKey, saveListing } from './api';
import { checkable, draftFromView, emptyDraft, toPayload, type Draft } from './draft';
import { useAddAllowed } from './use-add-allowed';
import { WizardWarnings, useWizardWarnings } from './wizard-warnings';
import { StepAmenities } from './step-amenities';
import { StepBasicInfo } from './step-basic-info';
import { StepImages } from './step-images';
import { StepRooms } from './step-rooms';
import { StepRules } from './step-rules';
import classes from './listings.module.css';

const STEPS = ['basic', 'rooms', 'amenities', 'rules', 'images'] as const;
const SUCCESS_MS = 3_000;

export type DraftChange = Partial<Draft> | ((draft: Draft) => Partial<Draft>);
export type StepProps = { draft: Draft; change: (patch: DraftChange) => void; listingId: number | null };

export default function WizardPage() {
  const { t } = useTranslation();
  const params = useParams();
  const listingId = params.id ? Number(params.id) : null;
  const editing = listingId !== null;
  const allowed = useAddAllowed(!editing);
  const saved = useQuery({
    ...listingEditQuery(listingId),
    enabled: editing,
    staleTime: Infinity,
  });

  if (!editing) return allowed.state === 'allowed' ? <Wizard saved={null} /> : allowed.view;
  if (saved.error)
    return (
      <Container size="md" py="xl">
        <Alert color="red" title={t('listings.unknown')}>
          {errorMessage(saved.error)}
        </Alert>
        <Anchor component={Link} to="/my-crashpads" mt="md" display="block">
          {t('listings.backToList')}
        </Anchor>
      </Container>
    );
  if (!saved.data) return <Loading py={120} />;
  return <Wizard key={saved.data.id} saved={saved.data} />;
}

function Wizard({ saved: initial }: { saved: ListingEditView | null }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [saved, setSaved] = useState(initial);
  const listingId = initial?.id ?? null;
  const editing = listingId !== null;
  const [step, setStep] = useState(0);
  const firstType = offeredRentalTypes(useFlag('site.crashpad'))[0];
  const [draft, setDraft] = useState<Draft>(() => (initial ? draftFromView(initial) : emptyDraft(firstType)));
  const [saving, setSaving] = useState(false);
  const { warnings, warn, close } = useWizardWarnings(draft);
  // Moving to another step closes the warnings of the last one.
  const goTo = (index: number) => {
    close();
    setStep(index);
  };

  const change = (patch: DraftChange) =>
    setDraft((d) => ({ ...d, ...(typeof patch === 'function' ? patch(d) : patch) }));

  const next = () => {
    const problems = listingProblems(checkable(draft)).filter((p) => p.step === step + 1);
    if (problems.length > 0) return warn(problems);
    goTo(Math.min(step + 1, STEPS.length - 1));
    window.scrollTo({ top: 0 });
  };

  const save = async () => {
    const problems = listingProblems(checkable(draft));
    if (problems.length > 0) {
      goTo(problems[0]!.step - 1);
      warn(problems);
      return;
    }
    setSaving(true);
    try {
      const body = toPayload(draft, saved?.description ?? null);
      const answer = await saveListing(listingId, body);
      void notify({
        color: 'green',
        message: t(editing ? 'listings.updated' : 'listings.created'),
        autoClose: SUCCESS_MS,
      });
      await queryClient.invalidateQueries({ queryKey: myListingsKey });
      if (editing) {
        const fresh = await queryClient.fetchQuery({ ...listingEditQuery(answer.id), staleTime: 0 });
        setSaved(fresh);
        setDraft(draftFromView(fresh));
      } else void navigate('/my-crashpads');
    } catch (err) {
      if (!(err instanceof ApiError) || err.status < 500) void notifyError(err);
    } finally {
      setSaving(false);
    }
  };

  const props: StepProps = { draft, change, listingId };
  const last = step === STEPS.length - 1;
  return (
    <Container size="md" py="xl">
      <Group justify="space-between" align="baseline" mb="xs">
        <Title order={1} fz={{ base: 24, sm: 30 }}>
          {editing ? t('listings.editTitle', { title: saved?.title ?? '' }) : t('listings.createTitle')}
        </Title>
        {editing && (
          <Anchor href={`/listing/${listingId}`} target="_blank" rel="noopener">
            {t('listings.preview')}
          </Anchor>
        )}
      </Group>
      <Progress
        value={((step + 1) / STEPS.length) * 100}
        mb="xs"
        aria-label={t('listings.progress', { step: step + 1 })}
      />
      <Text fz="sm" c="dimmed" mb="md">
        {t('listings.progress', { step: step + 1 })} · {t(`listings.steps.${STEPS[step]}`)}
      </Text>
      <Stepper
        active={step}
        onStepClick={goTo}
        size="sm"
        mb="xl"
        allowNextStepsSelect
        classNames={{ stepBody: classes.stepBody }}
      >
        {STEPS.map((s) => (
          <Stepper.Step key={s} label={t(`listings.steps.${s}`)} />
        ))}
      </Stepper>

      {step === 0 && <StepBasicInfo {...props} />}
      {step === 1 && <StepRooms {...props} />}
      {step === 2 && <StepAmenities {...props} />}
      {step === 3 && <StepRules {...props} />}
      {step === 4 && <StepImages {...props} />}
      <WizardWarnings warnings={warnings} onClose={close} />

      <Group
        justify="space-between"
        mt="xl"
        pt="md"
        style={{ borderTop: '1px solid var(--mantine-color-gray-3)' }}
      >
        <Button variant="subtle" color="gray" component={Link} to="/my-crashpads">
          {t('listings.cancel')}
        </Button>
        <Group>
          {step > 0 && (
            <Button variant="default" onClick={() => goTo(step - 1)}>
              {t('listings.back')}
            </Button>
          )}
          {!last && (
            <Button variant={editing ? 'default' : 'filled'} onClick={next} disabled={saving}>
              {saving ? t('listings.saving') : t('listings.next')}
            </Button>
          )}
          {(editing || last) && (
            <Button onClick={() => void save()} disabled={saving}>
              {saving ? t('listings.saving') : t(editing ? 'listings.save' : 'listings.publish')}
            </Button>
          )}
        </Group>
      </Group>
    </Container>
  );
}
