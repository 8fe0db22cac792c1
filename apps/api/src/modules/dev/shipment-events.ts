/**
 * Development only (issue 48): plays the development carrier's tracking events for a demo shipment, so the whole flow
 * — code, posting, delivery, the protocol moving to 2 then 3 — can be tried on the embedded default. Real
 * authorisations (demo false) are refused: only Correios says when those move.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { coercedIntField } from '@portal/domain';
import { DomainError } from '../../lib/errors';
import { coreMessages } from '../../lib/messages';
import { errorAnswers } from '../../lib/error-answer';
import { jobWorker } from '../jobs/runtime';
import { NOTIFICATION_JOB } from '../notifications/drain';
import { liveShipment } from '../shipping/repo';
import { applyCarrierEvents } from '../shipping/tracking-service';

const params = z.object({ prtId: coercedIntField(1) });
const body = z.object({ kind: z.enum(['posted', 'delivered']) });
const answer = z.object({ moves: z.number().int().describe('Protocol moves the events made (0 when already made).') });

/** The development carrier's SRO events, as the real ones read (codigo/tipo/descricao). */
const EVENTS = {
  posted: [{ code: 'PO', type: '01', text: 'Objeto postado', place: 'SAO PAULO - SP' }],
  // Delivered straight from issued still moves the protocol through 2 (the service's posted step).
  delivered: [{ code: 'BDE', type: '01', text: 'Objeto entregue ao destinatário', place: 'SAO PAULO - SP' }],
} as const;

const devShipmentRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/dev/shipments/:prtId/events',
    { schema: { params, body, response: { 200: answer, ...errorAnswers(400, 404) } } },
    async (request) => {
      const shipment = await liveShipment(app.db, request.params.prtId);
      if (!shipment?.demo || !shipment.authorisationCode) {
        throw new DomainError('not_found', coreMessages.notFound, { code: 'demo_shipment_not_found' });
      }
      const now = app.clock();
      const events = EVENTS[request.body.kind].map((event, index) => ({
        ...event,
        at: new Date(now.getTime() - (EVENTS[request.body.kind].length - 1 - index) * 60_000),
      }));
      const moves = await applyCarrierEvents(app.db, shipment, events, now);
      void jobWorker(app).kick([NOTIFICATION_JOB]);
      return { moves };
    },
  );
};

export default devShipmentRoutes;
