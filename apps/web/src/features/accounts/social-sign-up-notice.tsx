// The registration form's notice of a sign-up through Google or Apple (docs/decisions/063-social-sign-in.md): who
// the provider says the member is, that its photo becomes the profile photo, and the way back to an e-mail and
// password.
import { Alert, Anchor, Avatar, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { SocialSignUp } from '../../lib/social-sign-in';

export function SocialSignUpNotice({
  social,
  providerName,
  onOtherWay,
}: {
  social: SocialSignUp;
  providerName: string;
  /** the member would rather sign up with an e-mail and password */
  onOtherWay: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Alert color="blue" variant="light">
      <Group wrap="nowrap" align="flex-start">
        {social.photo && <Avatar src={social.photo} alt="" size="lg" />}
        <Stack gap={4}>
          <Text fz="sm">{t('social.signingUp', { provider: providerName, email: social.email })}</Text>
          {social.photo && <Text fz="sm">{t('social.photoNote', { provider: providerName })}</Text>}
          <Anchor component="button" type="button" fz="sm" underline="always" onClick={onOtherWay}>
            {t('social.otherWay')}
          </Anchor>
        </Stack>
      </Group>
    </Alert>
  );
}
