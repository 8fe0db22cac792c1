/**
 * Who may change what (issue 27, ADR 0046). Every settings call is an admin's (an agent gets 403, no session 401).
 * A brand's own settings (general settings, campaign coupon) are changed by an admin of that brand; another brand is
 * as unknown as elsewhere (404). The reason catalogue has no brand (spec §3: reasons, sub-reasons, desires and bonuses
 * are shared), so a change to it changes every brand's portal: only an admin of every brand may make it.
 */
import type { FastifyRequest } from 'fastify';
import type { Database } from '../../db/client';
import { brands } from '../../db/schema';
import { DomainError } from '../../lib/errors';
import { requireAdmin, requireOperator, type OperatorIdentity } from '../backoffice/operator-session';
import { brandsFor } from '../backoffice/protocols-service';
import { settingsMessages } from './messages';

export async function requireSettingsAdmin(db: Database, request: FastifyRequest, now: Date) {
  const operator = await requireOperator(db, request, now);
  requireAdmin(operator);
  return operator;
}

export async function mayEditCatalogue(db: Database, operator: OperatorIdentity): Promise<boolean> {
  const all = await db.select({ id: brands.id }).from(brands);
  return all.every((brand) => operator.brands.includes(brand.id));
}

export async function requireCatalogueEditor(db: Database, operator: OperatorIdentity): Promise<void> {
  if (!(await mayEditCatalogue(db, operator))) {
    throw new DomainError('forbidden', settingsMessages.catalogueNeedsAllBrands, {
      code: 'catalogue_needs_all_brands',
    });
  }
}

/** 404 unless the admin holds `brandId`. */
export function requireOwnBrand(operator: OperatorIdentity, brandId: number): void {
  brandsFor(operator, brandId);
}
