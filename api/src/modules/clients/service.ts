import type { EntityManager } from '@mikro-orm/postgresql';
import type { Client, Page } from '@ppp/domain';
import { NotFound } from '../../http/errors.ts';
import { ClientEntity, type ClientRow } from './entities.ts';

type ClientFields = Pick<Client, 'companyName' | 'nip' | 'contactPerson' | 'phone' | 'email' | 'address'>;

/** The contact fields of a client (also what an approved quote snapshots, D3). */
export const clientContact = (client: Partial<ClientFields>): ClientFields => ({
  companyName: client.companyName ?? null,
  nip: client.nip ?? null,
  contactPerson: client.contactPerson ?? null,
  phone: client.phone ?? null,
  email: client.email ?? null,
  address: client.address ?? null,
});

export const toClientDto = (client: ClientRow): Client => ({
  id: client.id,
  ...clientContact(client as Partial<ClientFields>),
  createdAt: client.createdAt.toISOString(),
  updatedAt: client.updatedAt.toISOString(),
});

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

export async function listClients(
  em: EntityManager,
  query: { page: number; pageSize: number; search?: string },
): Promise<Page<Client>> {
  const like = query.search ? `%${escapeLike(query.search)}%` : undefined;
  const where = like
    ? {
        $or: [
          { companyName: { $ilike: like } },
          { contactPerson: { $ilike: like } },
          { email: { $ilike: like } },
          { nip: { $ilike: like } },
        ],
      }
    : {};
  const [rows, total] = await em.findAndCount(ClientEntity, where, {
    orderBy: { createdAt: 'desc', id: 'desc' },
    limit: query.pageSize,
    offset: (query.page - 1) * query.pageSize,
  });
  return { items: rows.map(toClientDto), total, page: query.page, pageSize: query.pageSize };
}

export async function createClient(em: EntityManager, userId: number | null, fields: ClientFields) {
  const client = em.create(ClientEntity, { ...fields, createdBy: userId });
  await em.flush();
  return toClientDto(client);
}

export async function updateClient(em: EntityManager, id: number, fields: ClientFields) {
  const client = await em.findOne(ClientEntity, { id });
  if (!client) throw new NotFound('Nie znaleziono klienta');
  em.assign(client, fields);
  await em.flush();
  return toClientDto(client);
}
