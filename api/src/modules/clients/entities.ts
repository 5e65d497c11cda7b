import { defineEntity, type InferEntity, p } from '@mikro-orm/core';
import { UserEntity } from '../users/entities.ts';

/** The shared address book of client companies (D1: every approved user may list, create, update). */
export const ClientEntity = defineEntity({
  name: 'Client',
  tableName: 'client',
  properties: {
    id: p.integer().primary().autoincrement(),
    companyName: p.string().length(300).nullable(),
    nip: p.string().length(20).nullable(),
    contactPerson: p.string().length(200).nullable(),
    phone: p.string().length(50).nullable(),
    email: p.string().length(320).nullable(),
    address: p.string().length(500).nullable(),
    createdBy: () => p.manyToOne(UserEntity).nullable().index().deleteRule('restrict'),
    createdAt: p
      .datetime()
      .onCreate(() => new Date())
      .index(),
    updatedAt: p
      .datetime()
      .onCreate(() => new Date())
      .onUpdate(() => new Date()),
  },
  // The quotes search matches company names anywhere in the text (pg_trgm).
  indexes: [
    {
      name: 'client_company_name_trgm_index',
      expression:
        'CREATE INDEX client_company_name_trgm_index ON public.client USING gin (lower((company_name)::text) gin_trgm_ops)',
    },
  ],
});
export type ClientRow = InferEntity<typeof ClientEntity>;
