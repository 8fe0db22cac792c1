/**
 * Which status moves the back office (an operator, the ERP or the expiry scheduler) may make on a protocol (issue 14,
 * ADR 0022), beside the paths of ADR 0010 (`protocol-flow.ts`), so both read one table.
 *
 * Three kinds of move, and a comment:
 * - path: the next step of the protocol's own path (its desire trigger);
 * - detour: an off-path status that some real situation needs, entered from the path steps where that situation can
 *   happen and left back to the path (each listed below with why);
 * - denial: 7 Expired, 8 Not approved for exchange, 9 Not included, 10 Rejected close the protocol; the shopper is
 *   owed a reason, so one is mandatory;
 * - comment (0): a history entry that leaves the status as it is (the portal's own contact and file notes do the same).
 * Nothing leaves a closed status: a reopened protocol would hold its lines again behind the shopper's back.
 */
import { STATUS, type StatusId } from '../statuses';
import type { DesireTrigger } from './entities';
import { flowFor, isOpenStatus } from './protocol-flow';

export type TransitionKind = 'path' | 'detour' | 'denial' | 'comment';

/** What a move does besides its history entry (ADR 0022); the API runs each in the move's transaction. */
export type TransitionEffect = 'wallet_credit' | 'refund_record' | 'shipping_code' | 'close';

interface Detour {
  status: StatusId;
  /** Path steps (or other detours) it can be entered from. */
  from: readonly StatusId[];
  /** Where it goes back to. */
  exits: readonly StatusId[];
  /** The paths it belongs to; all when absent. */
  triggers?: readonly DesireTrigger[];
}

/** The off-path statuses and where they fit. 0 Comments is not here: it is a comment, allowed from every open status. */
const DETOURS: readonly Detour[] = [
  // A return label is generated before the product is sent back; the protocol then waits for it.
  { status: STATUS.POST_OBJECT_GENERATED, from: [STATUS.OPENED], exits: [STATUS.WAITING_PRODUCT] },
  // Anything before the analysis may need a person first; they resume where the product is.
  {
    status: STATUS.AWAITING_ATTENTION,
    from: [STATUS.OPENED, STATUS.WAITING_PRODUCT, STATUS.AWAITING_ANALYSIS],
    exits: [STATUS.WAITING_PRODUCT, STATUS.AWAITING_ANALYSIS],
  },
  // A marketplace item is analysed by its seller: back to the analysis when the seller answers.
  { status: STATUS.FORWARDED_TO_SELLER, from: [STATUS.AWAITING_ANALYSIS], exits: [STATUS.AWAITING_ANALYSIS] },
  // Exchange: the replacement is reserved before its order is generated.
  {
    status: STATUS.RESERVED_ORDER,
    from: [STATUS.APPROVED_FOR_EXCHANGE],
    exits: [STATUS.ORDER_GENERATED],
    triggers: ['T'],
  },
  // Exchange: the invoiced replacement waits for the carrier before the protocol is finished.
  { status: STATUS.AWAITING_SHIPMENT, from: [STATUS.INVOICE_ISSUED], exits: [STATUS.FINISHED], triggers: ['T'] },
  // Refund: the money back waits on the postage (Sedex) refund or on the entry invoice of the returned item.
  {
    status: STATUS.AWAITING_REFUND_SEDEX,
    from: [STATUS.AWAITING_REFUND],
    exits: [STATUS.REFUND_REQUESTED],
    triggers: ['E'],
  },
  {
    status: STATUS.AWAITING_ENTRY_INVOICE_FOR_REFUND,
    from: [STATUS.AWAITING_REFUND],
    exits: [STATUS.REFUND_REQUESTED],
    triggers: ['E'],
  },
];

interface Denial {
  status: StatusId;
  from: readonly StatusId[];
  triggers?: readonly DesireTrigger[];
}

/** Denials close a protocol before anything was settled; after settlement only Finished closes it. */
const DENIALS: readonly Denial[] = [
  // The product never came back (the scheduler's move after the configured days, or an operator's).
  {
    status: STATUS.EXPIRED,
    from: [STATUS.OPENED, STATUS.WAITING_PRODUCT, STATUS.POST_OBJECT_GENERATED, STATUS.AWAITING_ATTENTION],
  },
  // The analysis (or the seller) refuses the exchange; only exchanges can be 'not approved for exchange'.
  {
    status: STATUS.NOT_APPROVED_FOR_EXCHANGE,
    from: [STATUS.AWAITING_ANALYSIS, STATUS.FORWARDED_TO_SELLER, STATUS.AWAITING_ATTENTION],
    triggers: ['T'],
  },
  // The request cannot be taken in at all (not the brand's product, duplicate…), decided before the analysis.
  {
    status: STATUS.NOT_INCLUDED,
    from: [STATUS.OPENED, STATUS.WAITING_PRODUCT, STATUS.POST_OBJECT_GENERATED, STATUS.AWAITING_ATTENTION],
  },
  // The analysis refuses the request (any path).
  {
    status: STATUS.REJECTED,
    from: [STATUS.AWAITING_ANALYSIS, STATUS.FORWARDED_TO_SELLER, STATUS.AWAITING_ATTENTION],
  },
];

export const DENIAL_STATUSES: readonly StatusId[] = DENIALS.map((denial) => denial.status);

export function isDenialStatus(id: number): boolean {
  return (DENIAL_STATUSES as readonly number[]).includes(id);
}

const applies = (triggers: readonly DesireTrigger[] | undefined, trigger: DesireTrigger) =>
  !triggers || triggers.includes(trigger);

/** The next step of the path after `from`, or null when `from` is not on it (or is its last step). */
function nextOnPath(from: number, trigger: DesireTrigger): StatusId | null {
  const flow = flowFor(trigger);
  const at = (flow as readonly number[]).indexOf(from);
  return at === -1 ? null : (flow[at + 1] ?? null);
}

export interface AllowedTransition {
  to: StatusId;
  kind: TransitionKind;
  requiresReason: boolean;
}

/**
 * Every move allowed from `from` on `trigger`'s path, in a stable order (path first, then detours, denials, comment),
 * which the back office shows as its actions. Empty for a closed status.
 */
export function allowedTransitions(from: number, trigger: DesireTrigger): AllowedTransition[] {
  if (!isOpenStatus(from)) return [];
  const moves: AllowedTransition[] = [];
  const add = (to: StatusId, kind: TransitionKind) => {
    if (to !== from && !moves.some((move) => move.to === to)) {
      moves.push({ to, kind, requiresReason: kind === 'denial' });
    }
  };
  const next = nextOnPath(from, trigger);
  if (next !== null) add(next, 'path');
  for (const detour of DETOURS) {
    if (!applies(detour.triggers, trigger)) continue;
    if (detour.status === from) for (const exit of detour.exits) add(exit, 'path');
    else if ((detour.from as readonly number[]).includes(from)) add(detour.status, 'detour');
  }
  for (const denial of DENIALS) {
    if (applies(denial.triggers, trigger) && (denial.from as readonly number[]).includes(from)) {
      add(denial.status, 'denial');
    }
  }
  moves.push({ to: STATUS.COMMENTS, kind: 'comment', requiresReason: false });
  return moves;
}

/** The effects of arriving at `to` (ADR 0022). */
export function effectsOf(to: number): TransitionEffect[] {
  const effects: TransitionEffect[] = [];
  if (to === STATUS.CREDIT_NOTE_GENERATED) effects.push('wallet_credit');
  if (to === STATUS.REFUND_REQUESTED) effects.push('refund_record');
  if (to === STATUS.POST_OBJECT_GENERATED) effects.push('shipping_code');
  if (to !== STATUS.COMMENTS && !isOpenStatus(to)) effects.push('close');
  return effects;
}

export type TransitionCheck =
  | {
      ok: true;
      kind: TransitionKind;
      /** False for a comment: the history gains an entry, the protocol keeps its status. */
      changesStatus: boolean;
      effects: TransitionEffect[];
    }
  /** closed: nothing leaves a closed status; not_allowed: not in the table from this status on this path. */
  | { ok: false; refusal: 'closed' | 'not_allowed' }
  /** A denial without its reason (the shopper is owed one). */
  | { ok: false; refusal: 'denial_reason_required' };

/** The maximum length of a denial reason or a note, so a history entry stays readable in the timeline card. */
export const TRANSITION_TEXT_MAX = 1000;

/**
 * Whether `from` → `to` is allowed on `trigger`'s path, and what it does. A denial needs a reason that is not blank.
 */
export function checkTransition(
  from: number,
  to: number,
  trigger: DesireTrigger,
  options: { denialReason?: string | null } = {},
): TransitionCheck {
  if (!isOpenStatus(from)) return { ok: false, refusal: 'closed' };
  const move = allowedTransitions(from, trigger).find((candidate) => candidate.to === to);
  if (!move) return { ok: false, refusal: 'not_allowed' };
  if (move.requiresReason && !options.denialReason?.trim()) return { ok: false, refusal: 'denial_reason_required' };
  return { ok: true, kind: move.kind, changesStatus: move.kind !== 'comment', effects: effectsOf(to) };
}
