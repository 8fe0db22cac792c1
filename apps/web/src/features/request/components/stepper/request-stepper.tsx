import '@mantine/core/styles/Stepper.css';
import { Box, Stepper, Text, VisuallyHidden } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { MOBILE_BREAKPOINT_PX } from '@portal/domain';
import { useTranslation } from '../../../../lib/translation';

export interface RequestStep {
  key: string;
  label: string;
}

export interface RequestStepperProps {
  steps: readonly RequestStep[];
  active: number;
  /** Called for a click on an earlier step the shopper may go back to. */
  onStepClick?: (index: number) => void;
  /** Steps that cannot be reopened from here (the item step is done on Home). */
  lockedSteps?: readonly number[];
}

/**
 * The flow's progress (spec §2 'Request-flow texts': Item, Documents, Address, Confirmation). Only earlier steps
 * can be clicked. Under the mobile breakpoint it turns compact: small icons only, and the current step named in
 * a line of text below.
 */
export function RequestStepper({ steps, active, onStepClick, lockedSteps = [] }: RequestStepperProps) {
  const { t } = useTranslation('request');
  const mobile = useMediaQuery(`(max-width: ${MOBILE_BREAKPOINT_PX - 0.02}px)`) ?? false;
  const current = steps[active];

  return (
    <Box component="nav" aria-label={t('stepper.label')} mb="lg">
      <Stepper
        active={active}
        onStepClick={onStepClick}
        size={mobile ? 'xs' : 'sm'}
        iconSize={mobile ? 28 : 34}
        allowNextStepsSelect={false}
        wrap={false}
      >
        {steps.map((step, index) => {
          const state =
            index < active ? t('stepper.done') : index === active ? t('stepper.current') : t('stepper.todo');
          return (
            <Stepper.Step
              key={step.key}
              // No aria-label: the step is named by what it shows (its number, its label) followed by its state,
              // read from the content. An aria-label repeating them failed axe's label-in-name check in Chromium,
              // which reads the visible '2' and 'Documentos' as one word '2Documentos' (WCAG 2.5.3). On phones the
              // label is not shown, but screen readers still read it.
              label={
                <>
                  {mobile ? <VisuallyHidden>{step.label}</VisuallyHidden> : step.label}
                  <VisuallyHidden>{` (${state})`}</VisuallyHidden>
                </>
              }
              aria-current={index === active ? 'step' : undefined}
              allowStepSelect={index < active && !lockedSteps.includes(index) && onStepClick !== undefined}
              data-step={step.key}
            />
          );
        })}
      </Stepper>
      {mobile && current ? (
        <Text size="sm" fw={600} mt="xs" ta="center" aria-hidden="true">
          {t('stepper.progress', { current: active + 1, total: steps.length, label: current.label })}
        </Text>
      ) : null}
    </Box>
  );
}
