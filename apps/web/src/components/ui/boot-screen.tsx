import { i18n } from '../../lib/i18n';
import classes from './boot-screen.module.css';

/** Shown while the language and the brand load, before Mantine and the brand theme exist: plain markup only. */
export function BootScreen() {
  const label = i18n.isInitialized && i18n.hasLoadedNamespace('common') ? i18n.t('common:app.loading') : 'Carregando…';
  return (
    <div className={classes.root} role="status" aria-live="polite">
      <span className={classes.spinner} aria-hidden="true" />
      <span className={classes.label}>{label}</span>
    </div>
  );
}
