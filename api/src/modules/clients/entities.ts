import { defineEntity, type InferEntity, p } from '@mikro-orm/core';
import { ApiKeyEntity } from '../api-keys/entities.ts';
import { UserEntity } from '../users/entities.ts';

/** The shared address book of client companies (D1: every approved user may list, create, update). */
export const ClientEntity = defineEntity({
  name: 'Client',
  tableName: 'client',
  properties: {
    id: p.integer().primary().autoincrement(),
    companyName: p.string().length(300).nullable(),
    /** Ten digits (D19); at most one client holds a NIP (client_nip_unique). */
    nip: p.string().length(20).nullable(),
    contactPerson: p.string().length(200).nullable(),
    phone: p.string().length(50).nullable(),
    email: p.string().length(320).nullable(),
    address: p.string().length(500).nullable(),
    /** The company name for matching (domain's companyNameKey: case and punctuation ignored, D19). */
    nameKey: p.string().length(300).nullable(),
    createdBy: () => p.manyToOne(UserEntity).nullable().index().deleteRule('restrict'),
    /** The API key's name when the client came in with a guest quote of the public API (D16). */
    source: p.string().length(200).nullable(),
    /** D22: that API key (its name is `source`); deleting the key only drops the link. */
    apiKey: () => p.manyToOne(ApiKeyEntity).nullable().index().deleteRule('set null'),
    createdAt: p
      .datetime()
      .onCreate(() => new Date())
      .index(),
    updatedAt: p
      .datetime()
      .onCreate(() => new Date())
      .onUpdate(() => new Date()),
    /** D25: when the client's personal data was erased (contact person, e-mail, phone, address). */
    erasedAt: p.datetime().nullable(),
  },
  // The quotes search matches company names anywhere in the text (pg_trgm); the name suggestions
  // match the name key the same way.
  indexes: [
    {
      name: 'client_nip_unique',
      expression: 'CREATE UNIQUE INDEX client_nip_unique ON public.client (nip) WHERE nip IS NOT NULL',
    },
    {
      name: 'client_name_key_trgm_index',
      expression:
        'CREATE INDEX client_name_key_trgm_index ON public.client USING gin (name_key gin_trgm_ops)',
    },
    {
      name: 'client_company_name_trgm_index',
      expression:
        'CREATE INDEX client_company_name_trgm_index ON public.client USING gin (lower((company_name)::text) gin_trgm_ops)',
    },
  ],
});
export type ClientRow = InferEntity<typeof ClientEntity>;
