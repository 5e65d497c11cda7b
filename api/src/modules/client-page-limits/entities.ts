import { defineEntity, p } from '@mikro-orm/core';

/**
 * One request for the client's page or its PDF (D23), by address, for the sliding one-minute limits
 * shared by every API process on the database.
 */
export const ClientPageHitEntity = defineEntity({
  name: 'ClientPageHit',
  tableName: 'client_page_hit',
  properties: {
    id: p.bigint().primary().autoincrement(),
    /** 'page' (`/oferta/{token}`) or 'pdf' (`/oferta/{token}/pdf`). */
    bucket: p.enum(['page', 'pdf']),
    ip: p.string().length(64),
    at: p.datetime(),
  },
  indexes: [{ properties: ['bucket', 'ip', 'at'] }],
});

export const clientPageLimitEntities = [ClientPageHitEntity];
