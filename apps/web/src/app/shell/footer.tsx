import { Anchor, Box, Container, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { FOOTER_COLUMNS, isComingSoon } from '@crashpad/shared/site/pages';
import { inSiteWords } from '../../lib/i18n';
import { useSite } from '../../lib/site';
import classes from './shell.module.css';

export function Footer() {
  const { t } = useTranslation();
  const { wording } = useSite();
  // The links' labels are the shared page list's, not i18next's: in the variant's words here (decision 005, addendum).
  const say = inSiteWords;
  return (
    <Box component="footer" className={classes.footer}>
      <Container size="lg" py="xl">
        <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="xl">
          {FOOTER_COLUMNS.map((column) => (
            <Stack key={column.title} gap={6}>
              <Title order={2} fz="sm" tt="uppercase" c="gray.3" mb={4}>
                {say(column.title)}
              </Title>
              {column.links.map((link) => (
                <Anchor key={link.path} component={Link} to={link.path} c="gray.1" fz="sm">
                  {say(link.label)}
                  {isComingSoon(link.path) && (
                    <>
                      {' '}
                      <span className={classes.soon}>{t('shell.comingSoon')}</span>
                    </>
                  )}
                </Anchor>
              ))}
            </Stack>
          ))}
        </SimpleGrid>
        <Text c="gray.4" fz="xs" mt="xl">
          {t('shell.copyright', { year: new Date().getFullYear(), site: wording.siteName })}
        </Text>
      </Container>
    </Box>
  );
}
