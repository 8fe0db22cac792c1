import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import { errorAnswers } from '../../lib/error-answer';
import { settingHistory } from './audit';
import { mayEditCatalogue, requireCatalogueEditor, requireOwnBrand, requireSettingsAdmin } from './authorization';
import { readBrandSettings, saveCampaign, saveGeneralSettings } from './brand-settings-service';
import * as catalogue from './catalogue-service';
import { previewDeadlineChange } from './preview';
import * as terms from './terms-service';
import {
  bonusBody,
  bonusSchema,
  brandSettingsAnswer,
  brandTermsAnswer,
  campaignBody,
  catalogueAnswer,
  desireBody,
  desireSchema,
  desireTermsAnswer,
  desireTermsBody,
  generalSettingsBody,
  historyAnswer,
  previewAnswer,
  previewBody,
  reasonBody,
  reasonSchema,
  reasonTermsAnswer,
  reasonTermsBody,
  removalAnswer,
  subReasonBody,
  subReasonSchema,
  subReasonTermsAnswer,
  subReasonTermsBody,
} from '@portal/domain/backoffice';
import { TERMS_OF, termsHistoryParams, termsParams } from './terms-wire';
import shippingSettingsRoutes from './shipping-settings-routes';
import { brandParams, historyParams, idParams } from './wire';

const PREFIX = '/backoffice/settings';
const readErrors = errorAnswers(400, 401, 403, 404);
const writeErrors = errorAnswers(400, 401, 403, 404);

/**
 * Policy settings (issue 27, ADR 0046), under /api/backoffice so the operator's cookie reaches them: admins only (an
 * agent gets 403, no session 401). The shared catalogue (reasons, sub-reasons, desires, bonuses) is changed by an
 * admin of every brand; a brand's general settings, campaign and terms over the shared catalogue (ADR 0055) by an
 * admin of that brand (another brand: 404).
 * Nothing here is cached: the shopper's calls read the tables afresh (no-store), so the next load shows the change.
 */
const settingsRoutes: FastifyPluginAsyncZod = async (app) => {
  const admin = (request: Parameters<typeof requireSettingsAdmin>[1]) =>
    requireSettingsAdmin(app.db, request, app.clock());
  const catalogueEditor = async (request: Parameters<typeof requireSettingsAdmin>[1]) => {
    const operator = await admin(request);
    await requireCatalogueEditor(app.db, operator);
    return { operatorId: operator.id, now: app.clock() };
  };
  /** An admin of `brandId` (404 for another brand's), as the actor of a change. */
  const brandAdmin = async (request: Parameters<typeof requireSettingsAdmin>[1], brandId: number) => {
    const operator = await admin(request);
    requireOwnBrand(operator, brandId);
    return { operatorId: operator.id, now: app.clock() };
  };

  app.get(`${PREFIX}/catalogue`, { schema: { response: { 200: catalogueAnswer, ...readErrors } } }, async (request) => {
    const operator = await admin(request);
    return { ...(await catalogue.readCatalogue(app.db)), canEdit: await mayEditCatalogue(app.db, operator) };
  });

  // Each catalogue kind: POST creates, PUT replaces, DELETE deletes or (when referred to) deactivates.
  const catalogueKind = <B extends z.ZodType, A extends z.ZodType>(kind: {
    path: string;
    body: B;
    answer: A;
    save: (db: Database, actor: catalogue.Actor, id: number | null, body: z.infer<B>) => Promise<z.infer<A>>;
    remove: (db: Database, actor: catalogue.Actor, id: number) => Promise<{ outcome: 'deleted' | 'deactivated' }>;
  }) => {
    app.post(
      `${PREFIX}/${kind.path}`,
      { schema: { body: kind.body as z.ZodType, response: { 201: kind.answer as z.ZodType, ...writeErrors } } },
      async (request, reply) => {
        const actor = await catalogueEditor(request);
        return reply.code(201).send(await kind.save(app.db, actor, null, request.body as z.infer<B>));
      },
    );
    app.put(
      `${PREFIX}/${kind.path}/:id`,
      {
        schema: {
          params: idParams,
          body: kind.body as z.ZodType,
          response: { 200: kind.answer as z.ZodType, ...writeErrors },
        },
      },
      async (request) => {
        const actor = await catalogueEditor(request);
        return kind.save(app.db, actor, request.params.id, request.body as z.infer<B>);
      },
    );
    app.delete(
      `${PREFIX}/${kind.path}/:id`,
      { schema: { params: idParams, response: { 200: removalAnswer, ...writeErrors } } },
      async (request) => kind.remove(app.db, await catalogueEditor(request), request.params.id),
    );
  };
  catalogueKind({
    path: 'reasons',
    body: reasonBody,
    answer: reasonSchema,
    save: catalogue.saveReason,
    remove: catalogue.removeReason,
  });
  catalogueKind({
    path: 'sub-reasons',
    body: subReasonBody,
    answer: subReasonSchema,
    save: catalogue.saveSubReason,
    remove: catalogue.removeSubReason,
  });
  catalogueKind({
    path: 'desires',
    body: desireBody,
    answer: desireSchema,
    save: catalogue.saveDesire,
    remove: catalogue.removeDesire,
  });
  catalogueKind({
    path: 'bonuses',
    body: bonusBody,
    answer: bonusSchema,
    save: catalogue.saveBonus,
    remove: catalogue.removeBonus,
  });

  app.get(
    `${PREFIX}/brands/:brandId`,
    { schema: { params: brandParams, response: { 200: brandSettingsAnswer, ...readErrors } } },
    async (request) => {
      requireOwnBrand(await admin(request), request.params.brandId);
      return readBrandSettings(app.db, request.params.brandId);
    },
  );

  app.put(
    `${PREFIX}/brands/:brandId/general`,
    {
      schema: {
        params: brandParams,
        body: generalSettingsBody,
        response: { 200: generalSettingsBody, ...writeErrors },
      },
    },
    async (request) =>
      saveGeneralSettings(
        app.db,
        await brandAdmin(request, request.params.brandId),
        request.params.brandId,
        request.body,
      ),
  );

  app.put(
    `${PREFIX}/brands/:brandId/campaign`,
    {
      schema: {
        params: brandParams,
        body: campaignBody,
        response: { 200: brandSettingsAnswer.shape.campaign.unwrap(), ...writeErrors },
      },
    },
    async (request) =>
      saveCampaign(app.db, await brandAdmin(request, request.params.brandId), request.params.brandId, request.body),
  );

  // A brand's terms over the shared catalogue (ADR 0055): read and changed by that brand's admins.
  app.get(
    `${PREFIX}/brands/:brandId/terms`,
    { schema: { params: brandParams, response: { 200: brandTermsAnswer, ...readErrors } } },
    async (request) => {
      requireOwnBrand(await admin(request), request.params.brandId);
      return terms.readBrandTerms(app.db, request.params.brandId);
    },
  );
  const termsKind = <B extends z.ZodType, A extends z.ZodType>(kind: {
    path: string;
    body: B;
    answer: A;
    save: (
      db: Database,
      actor: catalogue.Actor,
      at: { brandId: number; id: number },
      body: z.infer<B>,
    ) => Promise<z.infer<A>>;
  }) =>
    app.put(
      `${PREFIX}/brands/:brandId/${kind.path}/:id/terms`,
      {
        schema: {
          params: termsParams,
          body: kind.body as z.ZodType,
          response: { 200: kind.answer as z.ZodType, ...writeErrors },
        },
      },
      async (request) => {
        const actor = await brandAdmin(request, request.params.brandId);
        return kind.save(app.db, actor, request.params, request.body as z.infer<B>);
      },
    );
  termsKind({ path: 'reasons', body: reasonTermsBody, answer: reasonTermsAnswer, save: terms.saveReasonTerms });
  termsKind({
    path: 'sub-reasons',
    body: subReasonTermsBody,
    answer: subReasonTermsAnswer,
    save: terms.saveSubReasonTerms,
  });
  termsKind({ path: 'desires', body: desireTermsBody, answer: desireTermsAnswer, save: terms.saveDesireTerms });
  app.get(
    `${PREFIX}/brands/:brandId/history/:kind/:key`,
    { schema: { params: termsHistoryParams, response: { 200: historyAnswer, ...readErrors } } },
    async (request) => {
      const { brandId, kind, key } = request.params;
      requireOwnBrand(await admin(request), brandId);
      return { changes: await settingHistory(app.db, TERMS_OF[kind], key, brandId) };
    },
  );

  app.get(
    `${PREFIX}/history/:kind/:key`,
    { schema: { params: historyParams, response: { 200: historyAnswer, ...readErrors } } },
    async (request) => {
      const operator = await admin(request);
      const { kind, key } = request.params;
      // A brand's history is read by that brand's admins; the shared catalogue's by any admin.
      if (kind === 'generalSettings' || kind === 'campaignCoupon' || kind === 'shippingSettings') {
        requireOwnBrand(operator, key);
      }
      return { changes: await settingHistory(app.db, kind, key) };
    },
  );

  // A brand's shipping policy (issue 48): when Correios codes are issued, their validity, the returns centre.
  await app.register(shippingSettingsRoutes, { brandAdmin, prefix: '' });

  app.post(
    `${PREFIX}/preview/deadline`,
    { schema: { body: previewBody, response: { 200: previewAnswer, ...readErrors } } },
    async (request) => {
      const operator = await admin(request);
      requireOwnBrand(operator, request.body.brandId);
      return previewDeadlineChange(app.db, request.body, app.clock());
    },
  );
};

export default settingsRoutes;
