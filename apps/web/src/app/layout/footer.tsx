import { PlainExternalAnchor, PlainGroup, PlainText } from '../../components/ui/plain-mantine';
import { useTranslation } from '../../lib/translation';
import { useBrand } from '../../lib/brand-context';
import classes from './layout.module.css';

/** Brand links: the delivery/exchange/return policy, the contact page and the shop (spec §1). Plain elements with
 * Mantine's markup (components/ui/plain-mantine): on every server-rendered page and every hydration (issue 29). */
export function Footer() {
  const { t } = useTranslation('common');
  const brand = useBrand();
  const links = [
    { href: brand.policyUrl, label: t('footer.policy') },
    { href: brand.contactUrl, label: t('footer.contact') },
    { href: brand.shopUrl, label: t('footer.shop') },
  ].filter((link) => link.href);

  return (
    <footer className={classes.footer}>
      <PlainGroup className={classes.footerInner} justify="space-between" gap="sm">
        <PlainText size="sm">{t('footer.copyright', { year: new Date().getFullYear(), brand: brand.name })}</PlainText>
        {links.length > 0 ? (
          <nav aria-label={t('footer.label')}>
            <PlainGroup component="ul" gap="md" className={classes.navList}>
              {links.map((link) => (
                <li key={link.label}>
                  <PlainExternalAnchor href={link.href}>
                    {link.label}
                    <span className={classes.srOnly}> {t('footer.opensInNewTab')}</span>
                  </PlainExternalAnchor>
                </li>
              ))}
            </PlainGroup>
          </nav>
        ) : null}
      </PlainGroup>
    </footer>
  );
}
