import { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import {
  erasedPersonalDataLabel,
  mailMessages,
  mayResendMail,
  type OutboxItem,
  type OutboxMail,
  type OutboxStatus,
  type Page,
  type ResentMail,
} from '@ppp/domain';
import { Conflict, NotFound } from '../../http/errors.ts';
import { MailOutboxEntity, type MailOutboxRow } from './entities.ts';
import type { OutboxSettings } from './outbox.ts';

// /admin/outbox (D22): every mail with its state, its content, and sending a held or failed one again.

type ListedMail = Pick<
  MailOutboxRow,
  'id' | 'to' | 'subject' | 'status' | 'attempts' | 'lastError' | 'createdAt' | 'sentAt'
>;

const itemOf = (row: ListedMail): OutboxItem => ({
  id: row.id,
  to: row.to,
  subject: row.subject,
  status: row.status as OutboxStatus,
  attempts: row.attempts,
  lastError: row.lastError ?? null,
  createdAt: row.createdAt.toISOString(),
  sentAt: row.sentAt ? row.sentAt.toISOString() : null,
});

/** One page of the outbox, newest first. */
export async function listOutbox(
  em: EntityManager,
  query: { page: number; pageSize: number },
): Promise<Page<OutboxItem>> {
  const [rows, total] = await em.findAndCount(
    MailOutboxEntity,
    {},
    {
      orderBy: { id: 'desc' },
      limit: query.pageSize,
      offset: (query.page - 1) * query.pageSize,
      exclude: ['html', 'text', 'attachments'],
    },
  );
  return { items: rows.map(itemOf), total, page: query.page, pageSize: query.pageSize };
}

/** One mail with its rendered content and what it carries. */
export async function getOutboxMail(em: EntityManager, id: number): Promise<OutboxMail> {
  const row = await em.findOne(MailOutboxEntity, { id });
  if (!row) throw new NotFound(mailMessages.notFound);
  return {
    ...itemOf(row),
    html: row.html,
    text: row.text,
    attachments: row.attachments.map((file) => ({
      filename: file.filename,
      contentType: file.contentType,
      size: Buffer.byteLength(file.contentBase64, 'base64'),
    })),
  };
}

/**
 * Sends a held or failed mail again (D22): due now, its attempts counting on. Without a mail server
 * it stays (or becomes) held, and the answer says so. Anything else is 409.
 */
export async function resendMail(
  em: EntityManager,
  id: number,
  settings: OutboxSettings,
): Promise<ResentMail> {
  return em.transactional(async (tx) => {
    const row = await tx.findOne(MailOutboxEntity, { id }, { lockMode: LockMode.PESSIMISTIC_WRITE });
    if (!row) throw new NotFound(mailMessages.notFound);
    const mail = { status: row.status as OutboxStatus, to: row.to };
    if (!mayResendMail(mail))
      throw new Conflict(
        mail.to === erasedPersonalDataLabel ? mailMessages.resendErased : mailMessages.resendOnly,
      );
    tx.assign(row, {
      status: settings.sending ? 'pending' : 'held',
      nextAttemptAt: new Date(),
      leaseUntil: null,
    });
    await tx.flush();
    return { ...itemOf(row), message: settings.sending ? null : mailMessages.held };
  });
}
