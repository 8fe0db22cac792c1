/**
 * Bulk moves (issue 27, ADR 0047): one move applied to up to 200 protocols, each through applyTransition in its own
 * transaction with its own idempotency key `bulk:<bulkId>:<prtId>`. One protocol's refusal leaves the others moved;
 * a retry of the same bulk action replays the stored answer of each protocol already moved, so nothing moves twice.
 * Sequential on purpose: a pallet is a few hundred short transactions, and running them one after the other keeps
 * the bulk from taking every connection of the pool the other requests need.
 */
import type { z } from 'zod';
import { pickLanguage, type Language } from '@portal/domain';
import type { Database } from '../../db/client';
import { DomainError } from '../../lib/errors';
import { requestHash } from '../../db/idempotency';
import type { OperatorIdentity } from '../backoffice/operator-session';
import { applyTransition } from '../backoffice/transitions-service';
import type { bulkAnswer, bulkBody } from './wire';

type BulkAnswer = z.infer<typeof bulkAnswer>;

export async function bulkMove(
  db: Database,
  operator: OperatorIdentity,
  body: z.infer<typeof bulkBody>,
  clock: () => Date,
  lang: Language,
): Promise<BulkAnswer & { applied: number }> {
  const answer: BulkAnswer & { applied: number } = { bulkId: body.bulkId, moved: [], notMoved: [], applied: 0 };
  const move = {
    to: body.to,
    note: body.note || null,
    denialReason: body.denialReason ?? null,
    from: body.from,
  };
  for (const prtId of body.prtIds) {
    try {
      const outcome = await applyTransition(
        db,
        { source: 'operator', operatorId: operator.id, brands: operator.brands },
        prtId,
        move,
        clock(),
        {
          scope: `operator:${operator.id}`,
          key: `bulk:${body.bulkId}:${prtId}`,
          requestHash: requestHash({ bulkId: body.bulkId, prtId, ...move }),
        },
      );
      if (outcome.applied) answer.applied += 1;
      answer.moved.push({ prtId, status: outcome.answer.status, replay: !outcome.applied });
    } catch (error) {
      // A refusal of this one protocol (its status, its brand, a reused key): listed, and the bulk goes on.
      if (!(error instanceof DomainError)) throw error;
      answer.notMoved.push({
        prtId,
        code: error.options.code ?? error.kind,
        message: pickLanguage(error.localized, lang),
      });
    }
  }
  return answer;
}
