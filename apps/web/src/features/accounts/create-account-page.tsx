// /create-account (docs/product/specification/1-accounts-and-shell.md §2 "Sign-up"): Lister from $49/year or Seeker $9.99.
import './texts';
import {
  Alert,
  Anchor,
  Badge,
  Button,
  Card,
  Container,
  List,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { formatPrice } from '@crashpad/shared/format/money';
import { PLANS } from '@crashpad/shared/plans';
import { SOCIAL_PROVIDER_NAMES } from '@crashpad/shared/social-providers';
import { choosePlan } from '../../lib/signup-state';
import { socialSignUp } from '../../lib/social-sign-in';
import { SocialButtons } from './social-buttons';

export default function CreateAccountPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  // Back from Google or Apple without a plan chosen (docs/decisions/063-social-sign-in.md).
  const social = socialSignUp();
  return (
    <Container size="md" py="xl">
      <Stack align="center" gap="xs" mb="xl" ta="center">
        <Title order={1}>{t('signup.chooseTitle')}</Title>
        <Text c="dimmed">{t('signup.chooseIntro')}</Text>
      </Stack>
      {social && (
        <Alert color="blue" variant="light" mb="lg">
          {t('social.signingUpChoose', {
            provider: SOCIAL_PROVIDER_NAMES[social.provider],
            email: social.email,
          })}
        </Alert>
      )}
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
        <Card withBorder padding="xl" component="section" aria-labelledby="lister-title">
          <Badge variant="light" mb="sm">
            {t('signup.lister.badge', { price: formatPrice(PLANS.basic.priceCents) })}
          </Badge>
          <Title order={2} fz="xl" id="lister-title">
            {t('signup.lister.title')}
          </Title>
          <Text c="dimmed" mt={4} mb="md">
            {t('signup.lister.text')}
          </Text>
          <List spacing={4} fz="sm" mb="lg">
            <List.Item>{t('signup.lister.point1')}</List.Item>
            <List.Item>{t('signup.lister.point2')}</List.Item>
            <List.Item>{t('signup.lister.point3')}</List.Item>
          </List>
          <Button component={Link} to="/create-account/lister-package" fullWidth mt="auto">
            {t('signup.lister.cta')}
          </Button>
        </Card>
        <Card withBorder padding="xl" component="section" aria-labelledby="seeker-title">
          <Badge variant="light" mb="sm">
            {t('signup.seeker.badge', { price: formatPrice(PLANS.seeker.priceCents) })}
          </Badge>
          <Title order={2} fz="xl" id="seeker-title">
            {t('signup.seeker.title')}
          </Title>
          <Text c="dimmed" mt={4} mb="md">
            {t('signup.seeker.text')}
          </Text>
          <List spacing={4} fz="sm" mb="lg">
            {PLANS.seeker.highlights.map((h) => (
              <List.Item key={h}>{h}</List.Item>
            ))}
          </List>
          <Button
            fullWidth
            mt="auto"
            onClick={() => {
              choosePlan('seeker');
              void navigate('/create-account/need-crashpad');
            }}
          >
            {t('signup.seeker.cta')}
          </Button>
        </Card>
      </SimpleGrid>
      {!social && (
        <Stack maw={360} mx="auto" mt="xl">
          {/* Google and Apple, when the site offers them: the plan is chosen when they come back */}
          <SocialButtons />
        </Stack>
      )}
      <Text ta="center" mt="xl" fz="sm">
        {t('signup.invited')}{' '}
        <Anchor component={Link} to="/create-account/join-crashpad" underline="always" fz="sm">
          {t('signup.join')}
        </Anchor>
      </Text>
      <Text ta="center" mt="xs" fz="sm">
        {t('login.haveAccount')}{' '}
        <Anchor component={Link} to="/login" underline="always" fz="sm">
          {t('login.submit')}
        </Anchor>
      </Text>
    </Container>
  );
}
