import { defineEntity, p } from '@mikro-orm/core';

/**
 * One rate-limited subject's sliding one-minute window (rate-window.ts): its most recent hits,
 * newest first, and when the row stops mattering (a minute after its last hit; purged then).
 */
export const RateWindowEntity = defineEntity({
  name: 'RateWindow',
  tableName: 'rate_window',
  properties: {
    /** Which limit: 'api_rate_hit' (D16), 'client_page_hit' (D23), 'login' (D25). */
    scope: p.string().length(32).primary(),
    /** Whose hits: `name=value` pairs (a key id, an address). */
    subject: p.string().length(200).primary(),
    hits: p.array().columnType('timestamptz[]'),
    expiresAt: p.datetime().index(),
  },
});

export const httpEntities = [RateWindowEntity];
