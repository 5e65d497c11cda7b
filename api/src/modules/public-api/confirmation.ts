import type { EntityManager } from '@mikro-orm/postgresql';
import { formatDate } from '@ppp/domain';
import { enquiryConfirmationMail } from '../mail/enquiry-mail.ts';
import { readMailLetterhead } from '../mail/letterhead.ts';
import { enqueueMail, type OutboxSettings } from '../mail/outbox.ts';

// D22: every web enquiry that carries an e-mail is confirmed to that address, in the enquiry's own
// transaction (the outbox sends it). A form anybody may fill in must not flood a stranger's mailbox:
// at most CONFIRMATIONS_PER_DAY a calendar day to one address; the enquiry is saved all the same.

export const CONFIRMATIONS_PER_DAY = 3;

/** What confirming needs of the server: the outbox and the address the letterhead links to. */
export interface EnquiryMailing {
  outbox: OutboxSettings;
  publicUrl: string;
}

export interface Enquiry {
  /** The e-mail the visitor typed, if any. */
  email: string | null | undefined;
  /** The human number: 'WYC/2026/0001', 'BP/2026/0001'. */
  number: string;
  createdAt: Date;
  /** A guest quote's id, so the outbox shows the mail with its quote. */
  quoteId?: number;
}

/**
 * The address as the To header carries it: bare, nothing around it (no name, no second address);
 * null for anything else. The schemas already accept only addresses; this keeps the header so.
 */
function bareAddress(email: string | null | undefined): string | null {
  const address = email?.trim();
  return address && /^[^\s<>"'(),;:@\\]+@[^\s<>"'(),;:@\\]+$/.test(address) ? address : null;
}

/** Writes the enquiry's confirmation into the outbox, inside `tx`, unless the address had its three today. */
export async function confirmEnquiry(tx: EntityManager, enquiry: Enquiry, mailing: EnquiryMailing) {
  const to = bareAddress(enquiry.email);
  if (!to) return;
  // Two enquiries to one address at once wait here for each other, so neither misses the other's mail.
  await tx.execute('select pg_advisory_xact_lock(hashtext(?))', [`enquiry-confirmation:${to.toLowerCase()}`]);
  const [{ sent }] = await tx.execute<{ sent: number }[]>(
    `select count(*)::int as sent from mail_outbox
      where purpose = 'enquiryConfirmation' and lower("to") = lower(?)
        and created_at >= (date_trunc('day', now() at time zone 'Europe/Warsaw') at time zone 'Europe/Warsaw')`,
    [to],
  );
  if (sent >= CONFIRMATIONS_PER_DAY) return;
  const mail = enquiryConfirmationMail({
    number: enquiry.number,
    date: formatDate(enquiry.createdAt),
    publicUrl: mailing.publicUrl,
    letterhead: await readMailLetterhead(tx),
  });
  const { inline, ...content } = mail;
  await enqueueMail(
    tx,
    {
      to,
      ...content,
      attachments: inline,
      quoteId: enquiry.quoteId ?? null,
      purpose: 'enquiryConfirmation',
    },
    mailing.outbox,
  );
}
