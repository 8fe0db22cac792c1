/**
 * A brand's shipping settings (issue 48, ADR 0091): read and changed by that brand's admins, each change one
 * transaction with its history entry ('shippingSettings', key: the brand), as the general settings are.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { eq } from 'drizzle-orm';
import { shippingSettingsIssues, SHIPPING_SETTINGS_DEFAULTS } from '@portal/domain';
import { shippingSettingsBody } from '@portal/domain/backoffice';
import type { Database } from '../../db/client';
import { shippingSettings } from '../../db/schema';
import { errorAnswers } from '../../lib/error-answer';
import { recordChange } from './audit';
import type { Actor } from './catalogue-service';
import { refuseIssues } from './validation';
import { brandParams } from './wire';

type Body = z.infer<typeof shippingSettingsBody>;

export async function readShippingSettings(db: Database, brandId: number): Promise<Body> {
  const [row] = await db.select().from(shippingSettings).where(eq(shippingSettings.brandId, brandId));
  if (!row) return SHIPPING_SETTINGS_DEFAULTS;
  const { brandId: _brand, ...settings } = row;
  return settings;
}

export async function saveShippingSettings(db: Database, actor: Actor, brandId: number, body: Body): Promise<Body> {
  refuseIssues(shippingSettingsIssues(body));
  return db.transaction(async (tx) => {
    const [before] = await tx
      .select()
      .from(shippingSettings)
      .where(eq(shippingSettings.brandId, brandId))
      .for('update');
    await tx
      .insert(shippingSettings)
      .values({ ...body, brandId })
      .onConflictDoUpdate({ target: shippingSettings.brandId, set: body });
    const after = await readShippingSettings(tx, brandId);
    const { brandId: _b, ...previous } = before ?? { brandId };
    await recordChange(tx, {
      setting: 'shippingSettings',
      settingKey: brandId,
      brandId,
      operatorId: actor.operatorId,
      changedAt: actor.now,
      before: before ? previous : null,
      after,
    });
    return after;
  });
}

const shippingSettingsRoutes: FastifyPluginAsyncZod<{
  brandAdmin: (request: FastifyRequest, brandId: number) => Promise<Actor>;
}> = async (app, options) => {
  const path = '/backoffice/settings/brands/:brandId/shipping';
  const errors = errorAnswers(400, 401, 403, 404);
  app.get(
    path,
    { schema: { params: brandParams, response: { 200: shippingSettingsBody, ...errors } } },
    async (request) => {
      await options.brandAdmin(request, request.params.brandId);
      return readShippingSettings(app.db, request.params.brandId);
    },
  );
  app.put(
    path,
    { schema: { params: brandParams, body: shippingSettingsBody, response: { 200: shippingSettingsBody, ...errors } } },
    async (request) =>
      saveShippingSettings(
        app.db,
        await options.brandAdmin(request, request.params.brandId),
        request.params.brandId,
        request.body,
      ),
  );
};

export default shippingSettingsRoutes;
