import { defineEntity, type InferEntity, p } from '@mikro-orm/core';
import { outboxStatuses } from '@ppp/domain';
import { QuoteEntity } from '../quote-lifecycle/entities.ts';
import { UserEntity } from '../users/entities.ts';

/** Mails the product counts (D22: at most 3 enquiry confirmations a day to one address); others are null. */
export type MailPurpose = 'enquiryConfirmation';

/** A file sent with a mail, kept whole (base64) so a retry or a resend sends exactly what was written. */
export interface StoredAttachment {
  filename: string;
  contentType: string;
  contentBase64: string;
  /** Shown inside the HTML by this Content-ID (a letterhead's logo, D22), not listed as a file. */
  cid?: string;
}

/**
 * The transactional outbox of mail (D22): one row per mail, written in the transaction of the event
 * that causes it, sent by the worker (worker.ts) under a lease. One row is one Message-ID, fixed at
 * insert, so a retry after a crash is the same message to the receiving server.
 */
export const MailOutboxEntity = defineEntity({
  name: 'MailOutbox',
  tableName: 'mail_outbox',
  properties: {
    id: p.integer().primary().autoincrement(),
    to: p.string().length(320),
    /** Where the recipient's reply goes (the staff member who sent a quote), else the sender. */
    replyTo: p.string().length(320).nullable(),
    subject: p.string().length(300),
    html: p.text(),
    text: p.text(),
    attachments: p.json<StoredAttachment[]>(),
    messageId: p.string().length(200).unique(),
    status: p.enum([...outboxStatuses]).default('pending'),
    attempts: p.integer().default(0),
    lastError: p.text().nullable(),
    nextAttemptAt: p.datetime(),
    /** While `sending`: until when the worker that claimed it holds it; after that any worker may. */
    leaseUntil: p.datetime().nullable(),
    createdBy: () => p.manyToOne(UserEntity).nullable().index().deleteRule('set null'),
    quote: () => p.manyToOne(QuoteEntity).nullable().index().deleteRule('set null'),
    purpose: p.string().length(40).$type<MailPurpose>().nullable(),
    createdAt: p.datetime().onCreate(() => new Date()),
    sentAt: p.datetime().nullable(),
  },
  // The worker's claim: due pending rows and expired leases, oldest due first. D22: the day's
  // confirmations to one address (whatever its case), counted before another is written.
  indexes: [
    { properties: ['status', 'nextAttemptAt'] },
    {
      name: 'mail_outbox_confirmation_index',
      expression:
        'CREATE INDEX mail_outbox_confirmation_index ON public.mail_outbox USING btree (lower(("to")::text), created_at) WHERE ((purpose)::text = \'enquiryConfirmation\'::text)',
    },
  ],
});
export type MailOutboxRow = InferEntity<typeof MailOutboxEntity>;

export const mailEntities = [MailOutboxEntity];
