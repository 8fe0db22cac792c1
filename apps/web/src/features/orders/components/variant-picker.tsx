import { useId } from 'react';
import { IconCheck } from '../../../components/ui/icons';
import classes from './variant-picker.module.css';

export interface VariantOption {
  value: string;
  label: string;
  selectable: boolean;
  /** Colour cards: the colour's hex; null draws a neutral pattern (colour without a hex). */
  swatch?: string | null;
}

export interface VariantPickerProps {
  /** The radio group's name; one per card and picker. */
  name: string;
  legend: string;
  description?: string;
  options: readonly VariantOption[];
  value: string;
  onChange: (value: string) => void;
  /** Shown beside an option that cannot be chosen (e.g. 'sold out'). */
  unavailableLabel: string;
  error?: string | null;
  required?: boolean;
  /** Id of the first radio, so a failed submit can move focus here. */
  firstInputId?: string;
}

/**
 * Size or colour cards (spec §2, §4) as a radio group: arrow keys move between the options the browser allows, an
 * option without stock is shown but disabled, and each option's accessible name is its visible text.
 */
export function VariantPicker({
  name,
  legend,
  description,
  options,
  value,
  onChange,
  unavailableLabel,
  error,
  required,
  firstInputId,
}: VariantPickerProps) {
  const id = useId();
  const errorId = `${id}-error`;
  const descriptionId = `${id}-description`;
  const firstSelectable = options.findIndex((option) => option.selectable);
  const describedBy = [description ? descriptionId : null, error ? errorId : null].filter(Boolean).join(' ');

  return (
    <fieldset className={classes.fieldset} aria-describedby={describedBy || undefined}>
      <legend className={classes.legend}>
        {legend}
        {required ? (
          <span className={classes.required} aria-hidden="true">
            *
          </span>
        ) : null}
      </legend>
      {description ? (
        <p id={descriptionId} className={classes.description}>
          {description}
        </p>
      ) : null}
      <div className={classes.options}>
        {options.map((option, index) => {
          const checked = option.value === value;
          return (
            <label key={option.value} className={classes.option}>
              <input
                id={index === Math.max(0, firstSelectable) ? firstInputId : undefined}
                className={classes.input}
                type="radio"
                name={name}
                value={option.value}
                checked={checked}
                disabled={!option.selectable}
                required={required}
                onChange={() => onChange(option.value)}
              />
              <span className={classes.face} data-testid="variant-option">
                {option.swatch !== undefined ? (
                  <span
                    className={option.swatch ? classes.swatch : `${classes.swatch} ${classes.swatchUnknown}`}
                    style={option.swatch ? { backgroundColor: option.swatch } : undefined}
                    aria-hidden="true"
                  />
                ) : null}
                <span className={classes.value}>{option.label}</span>
                {!option.selectable ? <span className={classes.note}>{unavailableLabel}</span> : null}
                {checked ? <IconCheck size={16} className={classes.check} aria-hidden="true" /> : null}
              </span>
            </label>
          );
        })}
      </div>
      {error ? (
        <p id={errorId} className={classes.error}>
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
