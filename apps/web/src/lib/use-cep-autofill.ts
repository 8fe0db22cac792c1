import { useRef, useState } from 'react';
import { isValidCep, onlyDigits } from '@portal/domain';
import type { FieldValues, Path, PathValue, UseFormReturn } from 'react-hook-form';
import { lookupCep, type CepLookup } from './cep-lookup';

/** The address fields a CEP decides, as the buyer step and the protocol's contact form both name them. */
export type AddressField = 'cep' | 'endereco' | 'numero' | 'complemento' | 'bairro' | 'cidade' | 'uf';

/**
 * What belonged to the old CEP's street: a new CEP is another street, so its number and complement go with it
 * (issue 23 on the contact form, issue 46 on the buyer step: one behaviour).
 */
export const FIELDS_OF_OLD_STREET = ['endereco', 'numero', 'complemento', 'bairro'] as const;

export type CepState = 'idle' | 'looking' | 'found' | 'notFound' | 'failed';

/** The form the lookup reads and fills: each form hands in its react-hook-form calls. */
export interface AddressFormAccess {
  get: (field: AddressField) => string;
  set: (field: AddressField, value: string, options?: { shouldValidate?: boolean }) => void;
  clearErrors: (fields: AddressField[]) => void;
  invalidCep: () => void;
}

/** The access of a react-hook-form form whose values hold the address fields (the buyer step's, the contact form's). */
export function addressFormAccess<T extends FieldValues & Record<AddressField, string>>(
  form: Pick<UseFormReturn<T>, 'getValues' | 'setValue' | 'setError' | 'clearErrors'>,
): AddressFormAccess {
  // The address fields are paths of T by its constraint; TypeScript cannot see that through the generic.
  const path = (field: AddressField) => field as unknown as Path<T>;
  return {
    get: (field) => String(form.getValues(path(field)) ?? ''),
    set: (field, value, options) => form.setValue(path(field), value as PathValue<T, Path<T>>, options),
    clearErrors: (fields) => form.clearErrors(fields.map(path)),
    invalidCep: () => form.setError(path('cep'), { message: 'invalidCep' }),
  };
}

export interface CepAutofillOptions {
  form: AddressFormAccess;
  /** The CEP the form opened with, and whether its city and state were there (then it is not asked again). */
  initial: { cep: string; hasCity: boolean };
  /** The lookup does not know the CEP: each form says so its own way (the zip alert, what it clears). */
  onNotFound: () => void;
  /** The lookup could not answer: city and state become editable (spec §5). */
  onFailed?: () => void;
  /** A CEP was found: the street it filled in (or ''), for a form that follows changes of the street. */
  onFound?: (found: Extract<CepLookup, { kind: 'found' }>) => void;
}

/**
 * The CEP lookup on blur of the buyer step and of the protocol's contact form (spec §5, issue 46). A valid CEP other
 * than the one the address was typed for empties the old street's fields; a known CEP then fills street and district
 * (when it names them) with city and state. A blur on the CEP already looked up asks nothing, so a street the shopper
 * corrected by hand stays.
 */
export function useCepAutofill({ form, initial, onNotFound, onFailed, onFound }: CepAutofillOptions) {
  const [cepState, setCepState] = useState<CepState>(initial.hasCity ? 'found' : 'idle');
  // The CEP whose city and state are on the form.
  const lookedUp = useRef(initial.hasCity ? onlyDigits(initial.cep) : '');
  // The CEP the street, number, complement and district were typed for.
  const placeOf = useRef(onlyDigits(initial.cep));
  const lookup = useRef<AbortController | null>(null);

  const leaveOldStreet = (digits: string) => {
    if (digits === placeOf.current) return;
    const hadPlace = placeOf.current !== '';
    placeOf.current = digits;
    if (!hadPlace) return;
    for (const field of FIELDS_OF_OLD_STREET) form.set(field, '');
    form.clearErrors([...FIELDS_OF_OLD_STREET]);
  };

  const onCepBlur = async () => {
    const cep = form.get('cep');
    if (!isValidCep(cep)) {
      if (cep.trim() !== '') form.invalidCep();
      return;
    }
    const digits = onlyDigits(cep);
    if (digits === lookedUp.current) return;
    leaveOldStreet(digits);
    lookup.current?.abort();
    const controller = new AbortController();
    lookup.current = controller;
    setCepState('looking');
    let result: CepLookup;
    try {
      result = await lookupCep(digits, controller.signal);
    } catch {
      return; // Aborted by a newer lookup, which owns the outcome.
    }
    if (controller.signal.aborted) return;
    switch (result.kind) {
      case 'found':
        lookedUp.current = digits;
        form.set('cidade', result.city, { shouldValidate: true });
        form.set('uf', result.uf, { shouldValidate: true });
        // Only what the CEP names: a town-wide CEP leaves the street to the shopper.
        if (result.street) form.set('endereco', result.street, { shouldValidate: true });
        if (result.district) form.set('bairro', result.district, { shouldValidate: true });
        setCepState('found');
        onFound?.(result);
        break;
      case 'notFound':
        // Asking again for the same CEP would only empty the shopper's typing.
        lookedUp.current = digits;
        setCepState('notFound');
        onNotFound();
        break;
      case 'invalid':
        lookedUp.current = '';
        form.invalidCep();
        setCepState('idle');
        break;
      case 'failed':
        lookedUp.current = '';
        setCepState('failed');
        onFailed?.();
        break;
    }
  };

  /** Forgets the looked-up CEP, so the next blur asks again (a form that emptied the CEP). */
  const forget = () => {
    lookedUp.current = '';
    setCepState('idle');
  };

  return { cepState, onCepBlur, forget };
}
