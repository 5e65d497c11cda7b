import * as client from 'openid-client';

export interface IdentityClaims {
  issuer: string;
  subject: string;
  email: string | null;
  emailVerified: boolean;
  firstName: string | null;
  lastName: string | null;
  picture: string | null;
}

export interface PendingLogin {
  codeVerifier: string;
  state: string;
}

/**
 * The OpenID Connect relying party (authorization code + PKCE). Discovery is lazy, so the
 * in-process provider can be reached once the server listens, and an unreachable issuer is retried.
 */
export function createRelyingParty(opts: {
  issuer: string;
  clientId: string;
  clientSecret?: string;
  redirectUri: string;
}) {
  let configuration: Promise<client.Configuration> | undefined;
  const insecure = new URL(opts.issuer).protocol === 'http:';
  const config = () => {
    configuration ??= client
      .discovery(
        new URL(opts.issuer),
        opts.clientId,
        opts.clientSecret,
        opts.clientSecret ? client.ClientSecretBasic(opts.clientSecret) : client.None(),
        insecure ? { execute: [client.allowInsecureRequests] } : undefined,
      )
      .catch((error) => {
        configuration = undefined;
        throw error;
      });
    return configuration;
  };

  return {
    async startLogin(): Promise<{ url: string; pending: PendingLogin }> {
      const codeVerifier = client.randomPKCECodeVerifier();
      const state = client.randomState();
      const url = client.buildAuthorizationUrl(await config(), {
        redirect_uri: opts.redirectUri,
        scope: 'openid email profile',
        code_challenge: await client.calculatePKCECodeChallenge(codeVerifier),
        code_challenge_method: 'S256',
        state,
      });
      return { url: url.href, pending: { codeVerifier, state } };
    },

    async finishLogin(
      callbackUrl: URL,
      pending: PendingLogin,
    ): Promise<{ claims: IdentityClaims; idToken?: string }> {
      const cfg = await config();
      const tokens = await client.authorizationCodeGrant(cfg, callbackUrl, {
        pkceCodeVerifier: pending.codeVerifier,
        expectedState: pending.state,
      });
      const idClaims = tokens.claims();
      if (!idClaims) throw new Error('no ID token');
      // With the code flow the e-mail and names come from the userinfo endpoint.
      const info = await client.fetchUserInfo(cfg, tokens.access_token, idClaims.sub);
      const text = (value: unknown) => (typeof value === 'string' && value.trim() ? value.trim() : null);
      return {
        idToken: tokens.id_token,
        claims: {
          issuer: cfg.serverMetadata().issuer,
          subject: idClaims.sub,
          email: text(info.email)?.toLowerCase() ?? null,
          emailVerified: info.email_verified === true,
          firstName: text(info.given_name)?.slice(0, 100) ?? null,
          lastName: text(info.family_name)?.slice(0, 100) ?? null,
          picture: text(info.picture)?.slice(0, 2000) ?? null,
        },
      };
    },

    /** The issuer's end-session address, when it has one. */
    async endSessionUrl(
      idToken: string | undefined,
      postLogoutRedirectUri: string,
    ): Promise<string | undefined> {
      const cfg = await config().catch(() => undefined);
      if (!cfg?.serverMetadata().end_session_endpoint) return undefined;
      return client.buildEndSessionUrl(cfg, {
        post_logout_redirect_uri: postLogoutRedirectUri,
        ...(idToken ? { id_token_hint: idToken } : { client_id: opts.clientId }),
      }).href;
    },
  };
}
export type RelyingParty = ReturnType<typeof createRelyingParty>;
