import { Anchor, Box, Group, Text } from '@mantine/core';
import { useTranslation } from '../../lib/translation';
import { useBrand } from '../../lib/brand-context';
import classes from './layout.module.css';

/** Brand links: the delivery/exchange/return policy, the contact page and the shop (spec §1). */
export function Footer() {
  const { t } = useTranslation('common');
  const brand = useBrand();
  const links = [
    { href: brand.policyUrl, label: t('footer.policy') },
    { href: brand.contactUrl, label: t('footer.contact') },
    { href: brand.shopUrl, label: t('footer.shop') },
  ].filter((link) => link.href);

  return (
    <Box component="footer" className={classes.footer}>
      <Group className={classes.footerInner} justify="space-between" gap="sm">
        <Text size="sm" c="dimmed">
          {t('footer.copyright', { year: new Date().getFullYear(), brand: brand.name })}
        </Text>
        {links.length > 0 ? (
          <nav aria-label={t('footer.label')}>
            <Group component="ul" gap="md" className={classes.navList}>
              {links.map((link) => (
                <li key={link.label}>
                  <Anchor href={link.href} target="_blank" rel="noopener noreferrer" size="sm">
                    {link.label}
                    <span className={classes.srOnly}> {t('footer.opensInNewTab')}</span>
                  </Anchor>
                </li>
              ))}
            </Group>
          </nav>
        ) : null}
      </Group>
    </Box>
  );
}
