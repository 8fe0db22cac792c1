import { Modal, Stack, Text, Button, VisuallyHidden } from '@mantine/core';
import { formatDate, formatTime } from '@portal/domain';
import { useState } from 'react';
import { useTranslation } from '../../../lib/translation';
import { statusColours } from '../lib/status-palette';
import type { TimelineStep } from '../lib/timeline-steps';
import { StatusBadge } from './status-badge';
import classes from './protocol-timeline.module.css';

export interface ProtocolTimelineProps {
  steps: readonly TimelineStep[];
}

/**
 * The timeline of spec §2: the steps reached (history) and the steps ahead (timeline), drawn apart by state. Each step
 * is a button: a click or Enter opens a card with its status, date and observations. Horizontal on wide screens,
 * vertical on narrow ones, so a phone never scrolls sideways.
 */
export function ProtocolTimeline({ steps }: ProtocolTimelineProps) {
  const { t } = useTranslation('protocols');
  const [openKey, setOpenKey] = useState<string | null>(null);
  const open = steps.find((step) => step.key === openKey) ?? null;

  return (
    <>
      <ol className={classes.timeline} aria-label={t('timeline.label')} data-testid="protocol-timeline">
        {steps.map((step) => {
          const stateText = t(`timeline.states.${step.state}`);
          const colours = statusColours(step.statusId);
          return (
            <li
              key={step.key}
              className={classes.step}
              data-state={step.state}
              aria-current={step.state === 'current' ? 'step' : undefined}
            >
              <button
                type="button"
                className={classes.stepButton}
                onClick={() => setOpenKey(step.key)}
                aria-haspopup="dialog"
              >
                <span
                  className={classes.dot}
                  aria-hidden="true"
                  style={step.state === 'ahead' ? undefined : { backgroundColor: colours.fg, borderColor: colours.fg }}
                />
                <span className={classes.text}>
                  <span className={classes.name}>{step.name}</span>
                  <span className={classes.state}>{stateText}</span>
                  {step.date ? (
                    <span className={classes.date}>
                      {formatDate(step.date)} {formatTime(step.date)}
                    </span>
                  ) : null}
                </span>
                {/* The name is the visible text plus this hint, never a label that hides the text (WCAG 2.5.3). */}
                <VisuallyHidden> {t('timeline.openStep')}</VisuallyHidden>
              </button>
            </li>
          );
        })}
      </ol>
      <Modal
        opened={open !== null}
        onClose={() => setOpenKey(null)}
        title={open?.name ?? ''}
        centered
        closeButtonProps={{ 'aria-label': t('timeline.card.close') }}
      >
        {open ? <StepCard step={open} onClose={() => setOpenKey(null)} /> : null}
      </Modal>
    </>
  );
}

function StepCard({ step, onClose }: { step: TimelineStep; onClose: () => void }) {
  const { t } = useTranslation('protocols');
  return (
    <Stack gap="sm" data-testid="timeline-step-card">
      <dl className={classes.cardFacts}>
        <div>
          <dt>{t('timeline.card.status')}</dt>
          <dd>
            <StatusBadge statusId={step.statusId} name={step.name} />{' '}
            <Text span size="sm">
              ({t(`timeline.states.${step.state}`)})
            </Text>
          </dd>
        </div>
        <div>
          <dt>{t('timeline.card.date')}</dt>
          <dd>{step.date ? `${formatDate(step.date)} ${formatTime(step.date)}` : t('timeline.card.notYet')}</dd>
        </div>
        {step.date ? (
          <div>
            <dt>{t('timeline.card.notes')}</dt>
            {step.note || step.notes.length === 0 ? <dd>{step.note || t('timeline.card.noNotes')}</dd> : null}
            {/* Notes written while the protocol stood here (a file received…), each with its date (issue 24). */}
            {step.notes.map((note, index) => (
              <dd key={index}>
                {formatDate(note.date)} {formatTime(note.date)}: {note.text}
              </dd>
            ))}
          </div>
        ) : null}
        {step.message ? (
          <div>
            <dt>{t('timeline.card.message')}</dt>
            <dd>{step.message}</dd>
          </div>
        ) : null}
      </dl>
      <Button variant="light" onClick={onClose} style={{ alignSelf: 'flex-end' }}>
        {t('timeline.card.close')}
      </Button>
    </Stack>
  );
}
