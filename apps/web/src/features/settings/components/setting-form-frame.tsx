import { useEffect, useRef, useState, type ReactNode, type RefObject } from 'react';
import { Button, Stack, Title } from '@mantine/core';
import { useTranslation } from '../../../lib/translation';
import { ServerRefusal } from '../../backoffice/components/operator-fields';
import classes from './settings.module.css';

/** A form's save in progress and the server's refusal, if any: `run` sends once at a time and keeps the refusal. */
export function useSaving() {
  const [saving, setSaving] = useState(false);
  const [failure, setFailure] = useState<unknown>(null);
  const run = async (send: () => Promise<unknown>): Promise<boolean> => {
    if (saving) return false;
    setSaving(true);
    setFailure(null);
    try {
      await send();
      return true;
    } catch (error) {
      setFailure(error);
      return false;
    } finally {
      setSaving(false);
    }
  };
  return { saving, failure, setFailure, run };
}

interface SettingFormFrameProps {
  headingId: string;
  title: string;
  /** Given when the form is opened from a row's button: focus moves to its title, where the admin goes on. */
  focusKey?: number;
  formRef?: RefObject<HTMLFormElement | null>;
  failure: unknown;
  saving: boolean;
  onSubmit: () => void;
  /** Shown beside Save (Cancel, Preview). */
  actions?: ReactNode;
  /**
   * Removes the row: the server deletes it, or deactivates it when something refers to it. Rejects with its refusal.
   */
  onRemove?: () => Promise<unknown>;
  children: ReactNode;
}

/** The frame every settings form shares: a titled section, the server's refusal on top, the fields, then Save. */
export function SettingFormFrame(props: SettingFormFrameProps) {
  const { headingId, title, focusKey, formRef, failure, saving, onSubmit, actions, onRemove, children } = props;
  const removal = useSaving();
  const { t } = useTranslation('settings');
  const titleRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focusKey !== undefined) titleRef.current?.focus();
  }, [focusKey]);
  return (
    <section className={classes.section} aria-labelledby={headingId}>
      <Title order={2} size="h4" id={headingId} mb="xs" ref={titleRef} tabIndex={-1}>
        {title}
      </Title>
      <form
        ref={formRef}
        noValidate
        aria-labelledby={headingId}
        onSubmit={(event) => {
          event.preventDefault();
          onSubmit();
        }}
      >
        <Stack gap="sm">
          <ServerRefusal failure={failure ?? removal.failure} title={t('form.refused')} />
          {children}
          <div className={classes.actions}>
            {actions}
            <Button type="submit" loading={saving}>
              {t('form.save')}
            </Button>
            {onRemove ? (
              <Button
                variant="outline"
                color="red"
                loading={removal.saving}
                disabled={saving}
                onClick={() => void removal.run(onRemove)}
              >
                {t('form.remove')}
              </Button>
            ) : null}
          </div>
        </Stack>
      </form>
    </section>
  );
}
