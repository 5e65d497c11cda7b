import { startProduct } from './support/product.ts';

/** One product instance for the whole run; its address reaches the workers through the environment. */
export default async function globalSetup() {
  const product = await startProduct();
  process.env.PPP_E2E_BASE_URL = product.baseURL;
  return async () => {
    await product.stop();
  };
}
