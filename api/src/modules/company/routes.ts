import Router from '@koa/router';
import { companyMessages, companyProfileSchema } from '@ppp/domain';
import type { AppContext } from '../../http/context.ts';
import { HttpError, NotFound } from '../../http/errors.ts';
import { reachedBy, requireCapability } from '../../http/guard.ts';
import { parseBody } from '../../http/validate.ts';
import { logoTypeOf, readBodyWithin, reencodeLogo } from './logo-image.ts';
import {
  readCompanyLogo,
  readCompanyProfile,
  removeCompanyLogo,
  saveCompanyLogo,
  saveCompanyProfile,
} from './service.ts';

/** 'Dane firmy' (D23): read by every approved user, changed by the admin; the logo is public. */
export function companyRoutes() {
  const router = new Router<unknown, AppContext>({ prefix: '/api/settings/company' });

  router.get('/', requireCapability('approved'), async (ctx) => {
    ctx.body = await readCompanyProfile(ctx.state.em);
  });
  router.put('/', requireCapability('admin:company'), async (ctx) => {
    const body = parseBody(ctx, companyProfileSchema);
    // `If-Match: "7"`: the revision the page read; another save since answers 412 (nothing is lost).
    const match = /^(?:W\/)?"(\d{1,9})"$/.exec(ctx.get('If-Match').trim());
    if (ctx.get('If-Match') && !match) throw new HttpError(412, companyMessages.changedMeanwhile);
    ctx.body = await saveCompanyProfile(ctx.state.em, body, match ? Number(match[1]) : undefined);
  });

  // The raw image with its own Content-Type: the type is checked before a byte is read, the size
  // while reading, the image itself before anything is stored.
  router.put('/logo', requireCapability('admin:company'), async (ctx) => {
    const type = logoTypeOf(ctx.get('Content-Type'));
    if (!type) throw new HttpError(415, companyMessages.logoType);
    const logo = await reencodeLogo(await readBodyWithin(ctx.req), type);
    ctx.body = await saveCompanyLogo(ctx.state.em, logo);
  });
  router.delete('/logo', requireCapability('admin:company'), async (ctx) => {
    await removeCompanyLogo(ctx.state.em);
    ctx.status = 204;
  });

  // Without sign-in: the client's page and mails load it from our origin. Revalidated by its revision.
  router.get('/logo', reachedBy({ auth: 'none' }), async (ctx) => {
    const { hasLogo, revision } = await readCompanyProfile(ctx.state.em);
    if (!hasLogo) throw new NotFound('Brak logo firmy');
    ctx.set('Cache-Control', 'public, no-cache');
    ctx.set('X-Content-Type-Options', 'nosniff');
    ctx.etag = `"logo-${revision}"`;
    ctx.status = 200;
    if (ctx.fresh) {
      ctx.status = 304;
      return;
    }
    const logo = await readCompanyLogo(ctx.state.em);
    if (!logo) throw new NotFound('Brak logo firmy');
    ctx.etag = `"logo-${logo.revision}"`;
    ctx.type = logo.contentType;
    ctx.body = logo.bytes;
  });
  return router;
}
