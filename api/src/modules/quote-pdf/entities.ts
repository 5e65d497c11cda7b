import { defineEntity, p } from '@mikro-orm/core';
import { QuoteEntity } from '../quote-lifecycle/entities.ts';

/**
 * A kept PDF of a quote (D23): one per quote version and company profile revision, so a second
 * request for the same version is answered from here without rendering again. Kept in PostgreSQL, so
 * every API process on the database shares it and it goes with its quote (on delete cascade: a
 * deletion or an erasure, D25, in the same transaction).
 */
export const QuotePdfEntity = defineEntity({
  name: 'QuotePdf',
  tableName: 'quote_pdf',
  properties: {
    quote: () => p.manyToOne(QuoteEntity).primary().deleteRule('cascade'),
    /** SHA-256 of the version, the revision, the document's content and the layout's code. */
    key: p.string().length(64).primary(),
    /** The quote version the file shows: a newer version's file replaces the older ones. */
    version: p.integer(),
    /** The company profile revision of its letterhead. */
    revision: p.integer(),
    bytes: p.blob(),
    createdAt: p.datetime().onCreate(() => new Date()),
  },
});

export const quotePdfEntities = [QuotePdfEntity];
