import { i18n } from '../../lib/i18n';
import classes from './boot-screen.module.css';

/**
 * Shown while the language and the brand load, before Mantine and the brand theme exist: plain markup only. It draws
 * the same outline as the placeholder in `index.html` (whose `boot-shell` styles it reuses), so the screen does not
 * change between the HTML's first paint and React's first render.
 */
export function BootScreen() {
  const label = i18n.hasLoadedNamespace('common') ? i18n.t('common:app.loading') : 'Carregando…';
  return (
    <div role="status" aria-live="polite">
      <span className={classes.label}>{label}</span>
      <div className="boot-shell" aria-hidden="true">
        <div className="boot-shell__bar" />
        <div className="boot-shell__page">
          <div className="boot-shell__title" />
          <div className="boot-shell__card" />
          <div className="boot-shell__card" />
          <div className="boot-shell__card" />
        </div>
      </div>
    </div>
  );
}
