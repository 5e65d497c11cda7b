import { type ClientDecisionOutcome, clientActorLabel, type QuoteHeader } from '@ppp/domain';

// The client's decision on the shared page (D17, D21, D22), read from a quote's history: the change
// made by no staff member (`changedBy: null`) with the client named in `actorName`.

export const clientDecisionLabels: Record<ClientDecisionOutcome, string> = {
  accepted: 'Zaakceptowana',
  declined: 'Odrzucona',
  held: 'Akceptacja wstrzymana',
};

/** The words the server puts into a held acceptance's comment, before the reason (D21). */
const HELD_MARK = 'Akceptacja wstrzymana';

export interface ClientDecisionSummary {
  outcome: ClientDecisionOutcome;
  /** The name the client signed with ('Jan Kowalski'), without the history's 'Klient: '. */
  clientName: string;
  /** What the client wrote, or null. */
  comment: string | null;
  /** Why an acceptance was held ('Brak wolnych sztuk: …'), or null. */
  heldReason: string | null;
  decidedAt: string;
}

type StatusChange = QuoteHeader['history'][number];

function outcomeOf(change: StatusChange): ClientDecisionOutcome | null {
  if (change.fromStatus !== 'pending') return null;
  if (change.toStatus === 'approved') return 'accepted';
  if (change.toStatus === 'rejected') return 'declined';
  if (change.toStatus === 'pending' && change.comment?.includes(HELD_MARK)) return 'held';
  return null;
}

const actorPrefix = clientActorLabel('');
const nameOf = (actorName: string) =>
  actorName.startsWith(actorPrefix) ? actorName.slice(actorPrefix.length) : actorName;

/** A held acceptance's comment is the client's words, then a line 'Akceptacja wstrzymana — {reason}'. */
function splitHeldComment(comment: string): { comment: string | null; heldReason: string | null } {
  const at = comment.lastIndexOf(HELD_MARK);
  const clientWords = comment.slice(0, at).trim();
  const reason = comment
    .slice(at + HELD_MARK.length)
    .replace(/^\s*[—–:-]\s*/, '')
    .trim();
  return { comment: clientWords || null, heldReason: reason || null };
}

/**
 * The client's latest decision on the quote (accepted, declined, or an acceptance held for want of
 * stock), or null when the client has not decided. The history is oldest first; the latest counts.
 */
export function clientDecisionOf(history: readonly StatusChange[]): ClientDecisionSummary | null {
  for (let index = history.length - 1; index >= 0; index--) {
    const change = history[index];
    if (change.changedBy !== null || !change.actorName) continue;
    const outcome = outcomeOf(change);
    if (!outcome) continue;
    const text = change.comment?.trim() || null;
    const { comment, heldReason } =
      outcome === 'held' && text ? splitHeldComment(text) : { comment: text, heldReason: null };
    return {
      outcome,
      clientName: nameOf(change.actorName),
      comment,
      heldReason,
      decidedAt: change.changedAt,
    };
  }
  return null;
}
