import type { Desire, GeneralSettings, Reason, SubReason } from '@portal/domain';

/** The reference data every order card reads, loaded once by the page. */
export interface Catalog {
  reasons: readonly Reason[];
  subReasons: readonly SubReason[];
  desires: readonly Desire[];
  settings: GeneralSettings;
  /**
   * The desires' Portuguese names by MOT_ID when the interface is in another language (the voucher-offer rule reads
   * the Portuguese name); null when the shown names are already Portuguese, or could not be had.
   */
  ruleNames: ReadonlyMap<number, string> | null;
}

/** The desire as the domain rules must see it: with its Portuguese name. */
export function forRules<D extends { MOT_ID: number; MOT_NOME: string }>(
  desire: D,
  catalog: Pick<Catalog, 'ruleNames'>,
): D {
  const name = catalog.ruleNames?.get(desire.MOT_ID);
  return name ? { ...desire, MOT_NOME: name } : desire;
}
