import { useTranslation } from '../../../lib/translation';
import type { BrandName } from '@portal/domain/backoffice';
import { useOperator } from './operator-context';

/**
 * A brand's label from the names the API answered with the operator (`brandNames`); a brand it did not name (no row in
 * its brands table) is labelled by its number.
 */
export function brandLabeller(names: readonly BrandName[], numbered: (id: number) => string): (id: number) => string {
  const byId = new Map(names.map((brand) => [brand.id, brand.name]));
  return (id) => byId.get(id) ?? numbered(id);
}

/** Labels brands by the signed-in operator's names: every brand the console shows is one of theirs. */
export function useBrandLabel(): (id: number) => string {
  const { t } = useTranslation('backoffice');
  return brandLabeller(useOperator().brandNames, (id) => t('brandName', { id }));
}
