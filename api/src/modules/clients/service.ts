import type { EntityManager } from '@mikro-orm/postgresql';
import {
  type Client,
  type ClientDetail,
  type ClientQuote,
  clientMessages,
  clientRuleMessages,
  companyNameKey,
  nipDigits,
  type Page,
} from '@ppp/domain';
import type { SessionUser } from '../../auth/current-user.ts';
import { containsPattern } from '../../db/like.ts';
import { preparedRows } from '../../db/prepared.ts';
import { isUniqueViolation } from '../../db/unique-violation.ts';
import { Conflict, NotFound } from '../../http/errors.ts';
import type { KeySource } from '../api-keys/entities.ts';
import { seenQuoteCondition, seenQuoteParams } from '../quote-lifecycle/access.ts';
import { ClientEntity, type ClientRow } from './entities.ts';

export type ClientFields = Pick<
  Client,
  'companyName' | 'nip' | 'contactPerson' | 'phone' | 'email' | 'address'
>;

/** The contact fields as a client row holds them; an approved quote's snapshot holds the same (D3). */
export type ClientContactSource = Partial<Pick<ClientRow, keyof ClientFields>>;

/** The contact fields of a client (also what an approved quote snapshots, D3). */
export const clientContact = (client: ClientContactSource): ClientFields => ({
  companyName: client.companyName ?? null,
  nip: client.nip ?? null,
  contactPerson: client.contactPerson ?? null,
  phone: client.phone ?? null,
  email: client.email ?? null,
  address: client.address ?? null,
});

export const toClientDto = (client: ClientRow): Client => ({
  id: client.id,
  ...clientContact(client),
  source: client.source ?? null,
  createdAt: client.createdAt.toISOString(),
  updatedAt: client.updatedAt.toISOString(),
  erasedAt: client.erasedAt?.toISOString() ?? null,
});

/** The address book's filters (D5, D25): one search over company name, contact, e-mail and NIP. */
export interface ClientListFilters {
  search?: string;
}

/**
 * Which clients match the filters: the text anywhere in the company name, contact person, e-mail or
 * NIP; a NIP typed with dashes or spaces ('526-104-08-28') matches its stored ten digits (D19); a
 * name typed without its Polish letters or punctuation ('lodzkie zurawie') matches by its name key.
 * One function, so a list's page and its export read the same clients.
 */
export function clientListWhere({ search }: ClientListFilters) {
  if (!search) return {};
  const like = containsPattern(search);
  const digits = nipDigits(search);
  const key = companyNameKey(search);
  return {
    $or: [
      { companyName: { $ilike: like } },
      ...(key.length >= 2 ? [{ nameKey: { $like: containsPattern(key) } }] : []),
      { contactPerson: { $ilike: like } },
      { email: { $ilike: like } },
      { nip: { $like: /^\d+$/.test(digits) ? containsPattern(digits) : like } },
    ],
  };
}

export async function listClients(
  em: EntityManager,
  query: ClientListFilters & { page: number; pageSize: number },
): Promise<Page<Client>> {
  const [rows, total] = await em.findAndCount(ClientEntity, clientListWhere(query), {
    orderBy: { createdAt: 'desc', id: 'desc' },
    limit: query.pageSize,
    offset: (query.page - 1) * query.pageSize,
  });
  return { items: rows.map(toClientDto), total, page: query.page, pageSize: query.pageSize };
}

/** How many suggestions a typed company name gets. */
const SUGGESTIONS = 5;

/**
 * D19: address-book clients whose name matches a typed one, case and punctuation ignored (domain's
 * companyNameKey on both sides): names that start with it first, then those that contain it.
 */
export async function suggestClients(em: EntityManager, companyName: string): Promise<Client[]> {
  const key = companyNameKey(companyName);
  if (key.length < 2) return [];
  const rows = await em.find(
    ClientEntity,
    { nameKey: { $like: containsPattern(key) } },
    { orderBy: { nameKey: 'asc', id: 'asc' }, limit: 50 },
  );
  const startsFirst = (row: ClientRow) => (row.nameKey?.startsWith(key) ? 0 : 1);
  return rows
    .sort((a, b) => startsFirst(a) - startsFirst(b))
    .slice(0, SUGGESTIONS)
    .map(toClientDto);
}

/** 409 with the client that holds the NIP already (D19), whoever else asks for it. */
async function assertNipFree(em: EntityManager, nip: string | null, ownId?: number) {
  if (!nip) return;
  const holder = await em.findOne(ClientEntity, { nip, ...(ownId && { id: { $ne: ownId } }) });
  if (holder) {
    throw new Conflict(clientRuleMessages.duplicateNip, {
      existing: { id: holder.id, companyName: holder.companyName ?? null },
    });
  }
}

/**
 * Writes through the unique index: two saves of one NIP at once both pass the check, the index
 * refuses the second, which then answers the same 409 as if it had come later.
 */
async function flushClient(em: EntityManager, nip: string | null, ownId?: number) {
  try {
    await em.flush();
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    await assertNipFree(em.fork(), nip, ownId);
    throw error;
  }
}

const withNameKey = (fields: ClientFields) => ({
  ...fields,
  nameKey: fields.companyName ? companyNameKey(fields.companyName) || null : null,
});

export async function createClient(
  em: EntityManager,
  userId: number | null,
  fields: ClientFields,
  /** A guest quote's API key (D16, D22), kept on the client it brings in. */
  source: KeySource | null = null,
) {
  await assertNipFree(em, fields.nip);
  const client = em.create(ClientEntity, {
    ...withNameKey(fields),
    createdBy: userId,
    source: source?.name ?? null,
    apiKey: source?.apiKeyId ?? null,
  });
  await flushClient(em, fields.nip);
  return toClientDto(client);
}

/**
 * The address book's client a card without a NIP stands for (D19: no duplicates): the same company
 * (its name as matching reads it: case and punctuation ignored) with the same e-mail (case ignored),
 * the oldest such; none without an e-mail. A card with a NIP is matched by its NIP.
 */
export async function sameClientOf(em: EntityManager, fields: ClientFields): Promise<ClientRow | null> {
  if (fields.nip) return em.findOne(ClientEntity, { nip: fields.nip });
  if (!fields.email) return null;
  const [row] = await preparedRows<{ id: number }>(
    em,
    `select id from client
      where name_key is not distinct from ? and lower(email) = lower(?) and erased_at is null
      order by id limit 1`,
    [withNameKey(fields).nameKey, fields.email],
  );
  return row ? em.findOne(ClientEntity, { id: row.id }) : null;
}

export const clientNotFound = 'Nie znaleziono klienta';

export async function getClient(em: EntityManager, id: number) {
  const client = await em.findOne(ClientEntity, { id });
  if (!client) throw new NotFound(clientNotFound);
  return toClientDto(client);
}

/**
 * D25: the client and its quotes of every kind the user may see (D1: every quote of the kinds whose
 * staff they are, their own of the others), newest first.
 */
export async function getClientDetail(
  em: EntityManager,
  user: SessionUser,
  id: number,
): Promise<ClientDetail> {
  const client = await getClient(em, id);
  const quotes = await em.execute<
    {
      kind: ClientQuote['kind'];
      id: number;
      quote_number: string;
      status: ClientQuote['status'];
      total_gross: string;
    }[]
  >(
    `select kind, id, quote_number, status, total_gross from quote
      where client_id = ? and ${seenQuoteCondition}
      order by created_at desc, id desc`,
    [id, ...seenQuoteParams(user)],
  );
  return {
    ...client,
    quotes: quotes.map((q) => ({
      kind: q.kind,
      id: q.id,
      quoteNumber: q.quote_number,
      status: q.status,
      totalGross: q.total_gross,
    })),
  };
}

export async function updateClient(
  em: EntityManager,
  id: number,
  fields: ClientFields,
  { unlessErased = false }: { unlessErased?: boolean } = {},
) {
  const client = await em.findOne(ClientEntity, { id });
  if (!client) throw new NotFound(clientNotFound);
  // D25: a client whose personal data was erased and who gives a contact again is no longer shown
  // as erased ('Dane usunięte' would hide what was just typed); a change of the company alone keeps it.
  const contactGiven = [fields.contactPerson, fields.phone, fields.email, fields.address].some(Boolean);
  if (unlessErased && client.erasedAt && contactGiven) throw new Conflict(clientMessages.erased);
  await assertNipFree(em, fields.nip, id);
  em.assign(client, { ...withNameKey(fields), ...(client.erasedAt && contactGiven && { erasedAt: null }) });
  await flushClient(em, fields.nip, id);
  return toClientDto(client);
}
