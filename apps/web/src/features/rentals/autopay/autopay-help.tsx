// My Crew's collapsible AutoPay help card (docs/product/specification/2-listings-and-tenants.md §2.4) with its two links: the AutoPay settings guide with the
// payout account, and the lister's own payment method.
import { Anchor, Button, Card, Collapse, Group, List, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

export function AutopayHelp() {
  const { t } = useTranslation();
  const [opened, { toggle }] = useDisclosure(false);
  return (
    <Card withBorder radius="md" padding="sm" bg="blue.0">
      <Group justify="space-between" wrap="nowrap">
        <Text fw={600} style={{ flex: 1, minWidth: 0 }}>
          {t('crew.autopay.title')}
        </Text>
        <Button
          variant="subtle"
          size="compact-sm"
          onClick={toggle}
          style={{ flex: 'none' }}
          aria-expanded={opened}
          aria-controls="autopay-help"
        >
          {opened ? t('crew.autopay.hide') : t('crew.autopay.show')}
        </Button>
      </Group>
      <Collapse expanded={opened} id="autopay-help">
        <Text fz="sm" mt="xs">
          {t('crew.autopay.text')}
        </Text>
        <List fz="sm" mt="xs">
          <List.Item>
            <Anchor component={Link} to="/account-setting?tab=autopay&autopay-guide&connect-account">
              {t('crew.autopay.settings')}
            </Anchor>
          </List.Item>
          <List.Item>
            <Anchor component={Link} to="/account-setting/#payment-method">
              {t('crew.autopay.paymentMethod')}
            </Anchor>
          </List.Item>
        </List>
      </Collapse>
    </Card>
  );
}
