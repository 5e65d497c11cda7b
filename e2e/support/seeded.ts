import {
  type APIRequestContext,
  type Browser,
  type BrowserContext,
  type Page,
  request,
} from '@playwright/test';
import { type Person, signIn } from './fixtures.ts';
import { type Product, startProduct } from './product.ts';

/** A product of its own with the demo catalogue (D10), its first user signed in as its admin. */
export interface SeededProduct {
  product: Product;
  context: BrowserContext;
  page: Page;
  /** The admin's session for API calls; changes carry the Origin a browser sends (D2). */
  api: APIRequestContext;
  stop: () => Promise<void>;
}

export async function startSeededProduct(browser: Browser, admin: Person): Promise<SeededProduct> {
  const product = await startProduct({ SEED_DEMO: '1' });
  const context = await browser.newContext({
    baseURL: product.baseURL,
    locale: 'pl-PL',
    timezoneId: 'Europe/Warsaw',
  });
  const page = await context.newPage();
  await signIn(page, admin);
  const api = await request.newContext({
    baseURL: product.baseURL,
    storageState: await context.storageState(),
    extraHTTPHeaders: { Origin: product.baseURL },
  });
  return {
    product,
    context,
    page,
    api,
    stop: async () => {
      await api.dispose();
      await context.close();
      await product.stop();
    },
  };
}
