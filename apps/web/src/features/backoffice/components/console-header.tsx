import { Button, NativeSelect } from '@mantine/core';
import { LANGUAGES } from '@portal/domain';
import { useTranslation } from '../../../lib/translation';
import { NavLink, useLocation, useNavigate, useSearchParams } from 'react-router';
import { IconLogout } from '../../../components/ui/icons';
import { currentLanguage, isLanguage, setLanguage } from '../../../lib/i18n';
import type { Operator } from '@portal/domain/backoffice';
import { brandLabeller } from '../lib/brand-label';
import { isAdmin } from '../lib/operator-context';
import {
  CONSOLE_PATH,
  DASHBOARD_PATH,
  OPERATORS_PATH,
  VTEX_PATH,
  JOBS_PATH,
  REPORTS_PATH,
  SETTINGS_PATH,
  WEBHOOKS_PATH,
  withBrand,
} from '../lib/paths';
import { readQueueFilters } from '../lib/queue-filters';
import classes from './console.module.css';

interface ConsoleHeaderProps {
  /** Null on the sign-in screen: only the name and the language then. */
  operator: Operator | null;
  onSignOut?: () => void;
  signingOut?: boolean;
}

const ALL = '';

/**
 * The console's own bar: name, the screens (an admin's also reports and operators), the brand filter, language, who is
 * signed in, and sign out.
 */
export function ConsoleHeader({ operator, onSignOut, signingOut = false }: ConsoleHeaderProps) {
  // The dashboard's link is named from the workload texts: asked for here too, or it showed its key until that page
  // happened to load them (it never re-rendered the header).
  const { t } = useTranslation(['backoffice', 'workload']);
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const brand = readQueueFilters(params).brand;
  const onReports = pathname === REPORTS_PATH;
  const brandLabel = brandLabeller(operator?.brandNames ?? [], (id) => t('brandName', { id }));

  // The brand filter is console-wide: it narrows the queue and the report; on a protocol it goes back to the queue.
  const changeBrand = (value: string) => {
    const next = new URLSearchParams(onReports || pathname === CONSOLE_PATH ? params : undefined);
    next.delete('page');
    if (value === ALL) next.delete('brand');
    else next.set('brand', value);
    const search = next.toString();
    void navigate({ pathname: onReports ? REPORTS_PATH : CONSOLE_PATH, search: search ? `?${search}` : '' });
  };

  return (
    <header className={classes.header}>
      <div className={classes.headerInner}>
        <span className={classes.title}>{t('header.title')}</span>
        {operator ? (
          <>
            <nav aria-label={t('header.navigation')} className={classes.nav}>
              <NavLink to={withBrand(CONSOLE_PATH, brand)} end className={classes.navLink}>
                {t('header.queue')}
              </NavLink>
              <NavLink to={withBrand(VTEX_PATH, brand)} className={classes.navLink}>
                {t('header.vtex')}
              </NavLink>
              {isAdmin(operator) ? (
                <>
                  <NavLink to={withBrand(REPORTS_PATH, brand)} className={classes.navLink}>
                    {t('header.reports')}
                  </NavLink>
                  <NavLink to={withBrand(OPERATORS_PATH, brand)} className={classes.navLink}>
                    {t('header.operators')}
                  </NavLink>
                  <NavLink to={withBrand(SETTINGS_PATH, brand)} className={classes.navLink}>
                    {t('header.settings')}
                  </NavLink>
                  <NavLink to={withBrand(WEBHOOKS_PATH, brand)} className={classes.navLink}>
                    {t('header.webhooks')}
                  </NavLink>
                  <NavLink to={withBrand(DASHBOARD_PATH, brand)} className={classes.navLink}>
                    {t('workload:nav.dashboard')}
                  </NavLink>
                  <NavLink to={withBrand(JOBS_PATH, brand)} className={classes.navLink}>
                    {t('header.jobs')}
                  </NavLink>
                </>
              ) : null}
            </nav>
            <NativeSelect
              label={t('header.brand')}
              classNames={{ label: classes.headerLabel }}
              value={brand === null ? ALL : String(brand)}
              onChange={(event) => changeBrand(event.currentTarget.value)}
              data={[
                { value: ALL, label: t('header.allBrands') },
                ...operator.brands.map((id) => ({ value: String(id), label: brandLabel(id) })),
              ]}
              size="xs"
              w={150}
            />
          </>
        ) : null}
        <NativeSelect
          label={t('common:language.label')}
          classNames={{ label: classes.headerLabel }}
          value={currentLanguage()}
          onChange={(event) => {
            const value = event.currentTarget.value;
            if (isLanguage(value)) void setLanguage(value);
          }}
          data={LANGUAGES.map((language) => ({ value: language, label: t(`common:language.${language}`) }))}
          size="xs"
          w={120}
        />
        {operator ? (
          <>
            <div className={classes.operator}>
              <div>{operator.name}</div>
              <div>{t(`role.${operator.role}`)}</div>
            </div>
            <Button
              variant="white"
              color="dark"
              size="xs"
              leftSection={<IconLogout size={16} aria-hidden="true" />}
              onClick={onSignOut}
              loading={signingOut}
            >
              {t('header.signOut')}
            </Button>
          </>
        ) : null}
      </div>
    </header>
  );
}
