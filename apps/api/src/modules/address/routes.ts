import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { codeError, plainTextField } from '@portal/domain';
import { requireSession } from '../../plugins/session';
import { lookupCep } from './service';
import { errorAnswers } from '../../lib/error-answer';

const cepAnswer = z.object({
  ceps: z.array(
    z.object({
      LOC_NOME: z.string().describe('City.'),
      UF_CODIGO: z.string().describe('State, two letters.'),
      // Beyond spec §7 (city and state): a CEP of one street names it, so the form fills it in (issue 46). Null for
      // a CEP that covers a whole town.
      LOG_NOME: z.string().nullable().describe('Street, when the CEP names one.'),
      BAI_NOME: z.string().nullable().describe('District, when the CEP names one.'),
    }),
  ),
});

/** Zip-code lookup of the buyer-data step (spec §5, §7): `{ ceps: [{ LOC_NOME, UF_CODIGO, LOG_NOME, BAI_NOME }] }`. */
const addressRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/AddressBook/cep/:cep',
    {
      schema: {
        params: z.object({ cep: plainTextField().max(32, codeError('invalidCep')) }),
        response: { 200: cepAnswer, ...errorAnswers(400, 401, 404, 503) },
      },
    },
    async (request) => {
      requireSession(request);
      const record = await lookupCep(
        { db: app.db, upstreamUrl: app.config.CEP_UPSTREAM_URL, now: app.clock(), log: request.log },
        request.params.cep,
      );
      return {
        ceps: [
          {
            LOC_NOME: record.city,
            UF_CODIGO: record.uf,
            LOG_NOME: record.street?.trim() || null,
            BAI_NOME: record.district?.trim() || null,
          },
        ],
      };
    },
  );
};

export default addressRoutes;
