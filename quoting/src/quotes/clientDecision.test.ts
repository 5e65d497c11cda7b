import type { QuoteHeader } from '@ppp/domain';
import { describe, expect, it } from 'vitest';
import { clientDecisionOf } from './clientDecision.ts';

type Change = QuoteHeader['history'][number];

const ewa = { id: 3, firstName: 'Ewa', lastName: 'Lis', email: 'ewa.lis@firma.pl' };

const staff = (fromStatus: string, toStatus: string, changedAt: string): Change => ({
  fromStatus,
  toStatus,
  changedAt,
  changedBy: ewa,
  actorName: null,
  comment: null,
  version: 1,
});

const client = (
  toStatus: string,
  changedAt: string,
  comment: string | null,
  name = 'Jan Kowalski',
): Change => ({
  fromStatus: 'pending',
  toStatus,
  changedAt,
  changedBy: null,
  actorName: `Klient: ${name}`,
  comment,
  version: 1,
});

const sent = staff('draft', 'pending', '2026-11-20T09:00:00.000Z');

describe("the client's decision read from a quote's history (D22)", () => {
  it.each([
    {
      case: 'an acceptance',
      change: client('approved', '2026-11-21T10:00:00.000Z', 'Akceptujemy.\nDostawa w poniedziałek.'),
      expected: {
        outcome: 'accepted',
        clientName: 'Jan Kowalski',
        comment: 'Akceptujemy.\nDostawa w poniedziałek.',
        heldReason: null,
        decidedAt: '2026-11-21T10:00:00.000Z',
      },
    },
    {
      case: 'a refusal without a comment',
      change: client('rejected', '2026-11-21T11:00:00.000Z', null, 'Anna Nowak'),
      expected: {
        outcome: 'declined',
        clientName: 'Anna Nowak',
        comment: null,
        heldReason: null,
        decidedAt: '2026-11-21T11:00:00.000Z',
      },
    },
    {
      case: 'a held acceptance with the client’s words (D21: pending → pending)',
      change: client(
        'pending',
        '2026-11-21T12:00:00.000Z',
        'Bierzemy wszystko.\nAkceptacja wstrzymana — Brak wolnych sztuk: Agregat 20 kVA',
      ),
      expected: {
        outcome: 'held',
        clientName: 'Jan Kowalski',
        comment: 'Bierzemy wszystko.',
        heldReason: 'Brak wolnych sztuk: Agregat 20 kVA',
        decidedAt: '2026-11-21T12:00:00.000Z',
      },
    },
    {
      case: 'a held acceptance without a comment',
      change: client('pending', '2026-11-21T12:00:00.000Z', 'Akceptacja wstrzymana — Brak wolnych sztuk'),
      expected: { outcome: 'held', comment: null, heldReason: 'Brak wolnych sztuk' },
    },
  ])('reads $case', ({ change, expected }) => {
    expect(clientDecisionOf([sent, change])).toMatchObject(expected);
  });

  it('is nothing while the client has not decided', () => {
    expect(clientDecisionOf([])).toBeNull();
    expect(
      clientDecisionOf([
        sent,
        staff('pending', 'approved', '2026-11-21T10:00:00.000Z'),
        staff('approved', 'draft', '2026-11-22T10:00:00.000Z'),
      ]),
    ).toBeNull();
  });

  it('takes neither a staff change with a comment nor a change without a user or a client for a decision', () => {
    const rejectedByStaff = {
      ...staff('pending', 'rejected', '2026-11-21T10:00:00.000Z'),
      comment: 'Za drogo',
    };
    const system: Change = { ...staff('approved', 'draft', '2026-11-22T10:00:00.000Z'), changedBy: null };
    expect(clientDecisionOf([sent, rejectedByStaff, system])).toBeNull();
  });

  it('takes the latest decision: a held acceptance, then declined after the quote was sent again', () => {
    const history = [
      sent,
      client('pending', '2026-11-21T12:00:00.000Z', 'Akceptacja wstrzymana — Brak wolnych sztuk'),
      client('rejected', '2026-11-22T08:00:00.000Z', 'Rezygnujemy', 'Jan Kowalski'),
      staff('rejected', 'draft', '2026-11-22T09:00:00.000Z'),
    ];
    expect(clientDecisionOf(history)).toMatchObject({ outcome: 'declined', comment: 'Rezygnujemy' });
  });
});
