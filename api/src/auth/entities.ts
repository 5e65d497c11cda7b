import { defineEntity, p } from '@mikro-orm/core';

/**
 * A sign-in in progress (D25): what `/api/login` sent to the issuer (state, PKCE verifier), found
 * again at the callback by the id in the browser's `login` cookie; kept 10 minutes, used once.
 */
export const PendingLoginEntity = defineEntity({
  name: 'PendingLogin',
  tableName: 'pending_login',
  properties: {
    id: p.string().length(64).primary(),
    state: p.string().length(200),
    codeVerifier: p.string().length(200),
    expiresAt: p.datetime().index(),
  },
});

export const authEntities = [PendingLoginEntity];
