import type { EntityManager } from '@mikro-orm/postgresql';
import { type Client, erasedPersonalDataLabel } from '@ppp/domain';
import type { SessionUser } from '../../auth/current-user.ts';
import { escapeHtml } from '../../print/layout.ts';
import type { StoredAnswer } from '../assessments/entities.ts';
import { recordAudit } from '../audit/record.ts';
import {
  clientHoldings,
  intArray,
  lockedClient,
  type Row,
  rowsOf,
  tableExists,
} from './personal-data-sources.ts';
import {
  mentions,
  personalClientFields,
  scrubJson,
  scrubText,
  secretsOf,
  withoutPersonalFields,
} from './scrub.ts';
import { getClient } from './service.ts';

// D25: a client's personal data (contact person, e-mail, phone, address) erased from every place
// the product keeps it, in one transaction; company name, NIP, numbers and amounts stay.

const label = erasedPersonalDataLabel;

/** Free-text questions whose answer is the person themself (a delivery address, a contact). */
const personalQuestion = /adres|kontakt|telefon|e-?mail|imi[eę]|nazwisk|osob/i;
const freeTextTypes = new Set(['text', 'textarea']);

/** A Postgres text-array literal (the driver would spread a JS array into a list). */
const textArray = (values: readonly string[]) =>
  `{${values.map((value) => `"${value.replace(/["\\]/g, '\\$&')}"`).join(',')}}`;

const asObject = (value: unknown): Row | null =>
  value && typeof value === 'object' && !Array.isArray(value) ? (value as Row) : null;

const json = (value: unknown) => JSON.stringify(value);

/** A kept version's content (the kind's detail answer) without the client's personal data. */
function erasedContent(content: Row, secrets: readonly string[]) {
  const erased: Row = { ...content };
  for (const key of ['client', 'clientSnapshot']) {
    const client = asObject(erased[key]);
    if (client) erased[key] = withoutPersonalFields(client);
  }
  if ('guestEmail' in erased) erased.guestEmail = null;
  return scrubJson(erased, secrets);
}

/** An assessment's answers: personal free-text answers replaced, mentions elsewhere erased. */
function erasedAnswers(answers: StoredAnswer[], secrets: readonly string[]) {
  return answers.map((answer) => {
    if (freeTextTypes.has(answer.type) && personalQuestion.test(answer.question) && answer.answer !== '') {
      return { ...answer, answer: label };
    }
    const scrubbed = scrubJson(answer.answer, secrets);
    return { ...answer, answer: (scrubbed ?? label) as StoredAnswer['answer'] };
  });
}

/** The personal values to look for in free text: the client's, its snapshots', its deciders', its assessments'. */
async function secretsHeld(tx: EntityManager, client: Row, held: Awaited<ReturnType<typeof clientHoldings>>) {
  const quoteIds = intArray(held.quotes.map((quote) => quote.id as number));
  const deciders = await tx.execute<{ actor_name: string }[]>(
    'select distinct actor_name from quote_status_change where quote_id = any(?::int[]) and actor_name is not null',
    [quoteIds],
  );
  const values = [
    client.contact_person,
    client.email,
    client.phone,
    client.address,
    ...held.quotes.flatMap((quote) => {
      const snapshot = asObject(quote.client_snapshot);
      return snapshot ? personalClientFields.map((field) => snapshot[field]) : [];
    }),
    ...deciders.map((row) => row.actor_name),
    ...held.assessments.flatMap((a) => [
      a.client_contact_person,
      a.client_email,
      a.client_phone,
      a.client_address,
    ]),
  ].map((value) => (typeof value === 'string' ? value : null));
  // What stays by D25 is never a secret, even when a contact person bears the company's name.
  const kept = [client.company_name, client.nip].filter(
    (value): value is string => typeof value === 'string',
  );
  return secretsOf(values, kept);
}

/** Rows of a table whose text (an SQL expression over the row `t`) mentions a secret. */
async function rowsMentioning(tx: EntityManager, table: string, text: string, secrets: readonly string[]) {
  if (!secrets.length || !(await tableExists(tx, table))) return [];
  return rowsOf(
    tx,
    `select to_jsonb(t) as row from ${table} t
      where exists (select 1 from unnest(?::text[]) s where strpos(lower(${text}), lower(s)) > 0)`,
    [textArray(secrets)],
  );
}

/** The rows found, and those of the same table mentioning a secret (a staff mail quoting a decision), once each. */
async function withMentions(
  tx: EntityManager,
  found: Row[],
  table: string,
  text: string,
  secrets: readonly string[],
) {
  const byId = new Map(found.map((row) => [row.id, row]));
  for (const { row } of await rowsMentioning(tx, table, text, secrets)) byId.set(row.id, row);
  return [...byId.values()];
}

async function eraseQuotes(tx: EntityManager, quotes: Row[], secrets: readonly string[]) {
  const quoteIds = intArray(quotes.map((quote) => quote.id as number));
  for (const quote of quotes) {
    const snapshot = asObject(quote.client_snapshot);
    await tx.execute('update quote set client_snapshot = ?::jsonb, notes = ? where id = ?', [
      snapshot ? json(scrubJson(withoutPersonalFields(snapshot), secrets)) : null,
      typeof quote.notes === 'string' ? scrubText(quote.notes, secrets) : null,
      quote.id,
    ]);
  }
  const versions = await tx.execute<{ quote_id: number; version: number; content: Row }[]>(
    'select quote_id, version, content from quote_version where quote_id = any(?::int[]) and content is not null',
    [quoteIds],
  );
  for (const version of versions) {
    await tx.execute('update quote_version set content = ?::jsonb where quote_id = ? and version = ?', [
      json(erasedContent(version.content, secrets)),
      version.quote_id,
      version.version,
    ]);
  }
  // Kept PDFs print the client: gone, made again from the erased content when asked for (D23).
  await tx.execute('delete from quote_pdf where quote_id = any(?::int[])', [quoteIds]);
  // The client's name on its decisions; a decision stays one ('Klient: Dane usunięte').
  await tx.execute(
    'update quote_status_change set actor_name = ? where quote_id = any(?::int[]) and actor_name is not null',
    [label, quoteIds],
  );
  const comments = await tx.execute<{ id: number; comment: string }[]>(
    'select id, comment from quote_status_change where quote_id = any(?::int[]) and comment is not null',
    [quoteIds],
  );
  for (const entry of comments.filter((c) => mentions(c.comment, secrets))) {
    await tx.execute('update quote_status_change set comment = ? where id = ?', [
      scrubText(entry.comment, secrets),
      entry.id,
    ]);
  }
}

/**
 * Mails about its quotes or to its e-mail: address, body and files gone; an unsent one is never sent.
 * A mail to staff (a client's decision told to the quote's author) is the company's: it keeps its
 * address and goes as it would, with the client's data in it erased.
 */
async function eraseMails(tx: EntityManager, mails: Row[], secrets: readonly string[]) {
  const staff = new Set(
    (
      await tx.execute<{ email: string }[]>(
        'select lower(email) as email from app_user where lower(email) = any(?::text[])',
        [textArray(mails.map((mail) => String(mail.to).toLowerCase()))],
      )
    ).map((row) => row.email),
  );
  // A name in a mail's HTML may stand escaped ('Kowalski & Syn').
  const inHtml = [...secrets, ...secrets.map((secret) => escapeHtml(secret))];
  for (const mail of mails) {
    if (staff.has(String(mail.to).toLowerCase())) {
      const scrubbed = (value: unknown, list: readonly string[]) =>
        typeof value === 'string' ? scrubText(value, list) : value;
      await tx.execute('update mail_outbox set subject = ?, html = ?, text = ? where id = ?', [
        scrubbed(mail.subject, secrets),
        scrubbed(mail.html, inHtml),
        scrubbed(mail.text, secrets),
        mail.id,
      ]);
      continue;
    }
    await tx.execute(
      `update mail_outbox set "to" = ?, subject = ?, html = ?, text = ?, attachments = '[]'::jsonb,
              status = case when status = 'sent' then status else 'failed' end,
              last_error = case when status = 'sent' then last_error else ? end,
              lease_until = null
        where id = ?`,
      [label, scrubText(String(mail.subject), secrets), `<p>${label}</p>`, label, label, mail.id],
    );
  }
}

async function eraseNotifications(tx: EntityManager, notifications: Row[], secrets: readonly string[]) {
  for (const note of notifications.filter((n) => mentions(`${n.title}\n${n.body}`, secrets))) {
    await tx.execute('update notification set title = ?, body = ? where id = ?', [
      scrubText(String(note.title), secrets),
      scrubText(String(note.body), secrets),
      note.id,
    ]);
  }
}

async function eraseAssessments(tx: EntityManager, assessments: Row[], secrets: readonly string[]) {
  for (const assessment of assessments) {
    await tx.execute(
      `update assessment_response set client_contact_person = null, client_email = null, client_phone = null,
              client_address = null, answers = ?::jsonb, erased_at = now() where id = ?`,
      [json(erasedAnswers((assessment.answers ?? []) as StoredAnswer[], secrets)), assessment.id],
    );
  }
}

/** Webhook payloads (D24) and stored public-API answers (D16) that mention the client. */
async function erasePayloads(tx: EntityManager, secrets: readonly string[]) {
  for (const { row } of await rowsMentioning(tx, 'webhook_delivery', 't.body', secrets)) {
    const body = String(row.body);
    let erased: string;
    try {
      erased = json(scrubJson(JSON.parse(body), secrets));
    } catch {
      erased = scrubText(body, secrets);
    }
    await tx.execute('update webhook_delivery set body = ? where id = ?', [erased, row.id]);
  }
  for (const { row } of await rowsMentioning(tx, 'api_idempotency', 't.response_body::text', secrets)) {
    await tx.execute(
      'update api_idempotency set response_body = ?::jsonb where api_key_id = ? and idempotency_key = ?',
      [json(scrubJson(row.response_body, secrets)), row.api_key_id, row.idempotency_key],
    );
  }
}

/**
 * D25: erases the client's personal data everywhere, in one transaction, and records it in the audit
 * log (without the data). A second erasure finds nothing more and answers the same client.
 */
export async function eraseClient(em: EntityManager, user: SessionUser, id: number): Promise<Client> {
  await em.transactional(async (tx) => {
    const client = await lockedClient(tx, id);
    const held = await clientHoldings(tx, client);
    const secrets = await secretsHeld(tx, client, held);
    await tx.execute(
      `update client set contact_person = null, email = null, phone = null, address = null,
              erased_at = coalesce(erased_at, now()),
              updated_at = case when erased_at is null then now() else updated_at end
        where id = ?`,
      [id],
    );
    await eraseQuotes(tx, held.quotes, secrets);
    const mails = await withMentions(
      tx,
      held.mails,
      'mail_outbox',
      'concat_ws(\' \', t."to", t.subject, t.text, t.html)',
      secrets,
    );
    await eraseMails(tx, mails, secrets);
    const notifications = await withMentions(
      tx,
      held.notifications,
      'notification',
      "concat_ws(' ', t.title, t.body)",
      secrets,
    );
    await eraseNotifications(tx, notifications, secrets);
    await eraseAssessments(tx, held.assessments, secrets);
    await erasePayloads(tx, secrets);
    await recordAudit(tx, {
      actorId: user.id,
      actorEmail: user.email,
      event: 'client.erased',
      target: `client:${id}`,
      details: {
        quotes: held.quotes.length,
        mails: mails.length,
        assessments: held.assessments.length,
      },
    });
  });
  return getClient(em.fork(), id);
}
