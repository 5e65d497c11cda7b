import { expect, test } from '../support/fixtures.ts';

// Shared singletons load once: the shell provides them and every area uses the shell's copy.
test('the page holds exactly one React, one react-dom and one styled-components', async ({
  adminPage: page,
}) => {
  // React's renderer announces itself to this hook when it loads (what React DevTools listens to):
  // one registration per react-dom copy, each naming the React internals it runs on.
  await page.addInitScript(() => {
    const renderers: unknown[] = [];
    Object.defineProperty(window, '__REACT_DEVTOOLS_GLOBAL_HOOK__', {
      value: {
        renderers: new Map(),
        supportsFiber: true,
        inject(renderer: unknown) {
          renderers.push(renderer);
          return renderers.length;
        },
        onCommitFiberRoot() {},
        onCommitFiberUnmount() {},
        onPostCommitFiberRoot() {},
        checkDCE() {},
      },
    });
    (window as unknown as { __pppRenderers: unknown[] }).__pppRenderers = renderers;
  });

  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Witaj, Anna!' })).toBeVisible();
  await page.getByRole('button', { name: 'ADMIN', exact: true }).click();
  await page.getByRole('menuitem', { name: 'Panel administracyjny' }).click();
  await expect(page.getByRole('heading', { name: 'Panel Administratora' })).toBeVisible();

  const seen = await page.evaluate(() => {
    const renderers = (window as unknown as { __pppRenderers: { currentDispatcherRef: unknown }[] })
      .__pppRenderers;
    // The federation registry: per container, per shared package, the versions on offer and who provides them.
    type Registry = Record<string, Record<string, Record<string, Record<string, { from?: string }>>>>;
    const registry = (globalThis as unknown as { __FEDERATION__?: { __SHARE__?: Registry } }).__FEDERATION__
      ?.__SHARE__;
    const providers: Record<string, string[]> = {};
    for (const [container, scopes] of Object.entries(registry ?? {})) {
      for (const packages of Object.values(scopes)) {
        for (const [name, versions] of Object.entries(packages)) {
          for (const [version, shared] of Object.entries(versions)) {
            providers[name] = [...(providers[name] ?? []), `${container} <- ${shared.from}@${version}`];
          }
        }
      }
    }
    return {
      reactDomCopies: renderers.length,
      reactCopies: new Set(renderers.map((renderer) => renderer.currentDispatcherRef)).size,
      styledSheets: document.querySelectorAll('style[data-styled]').length,
      styledVersions: [...document.querySelectorAll('style[data-styled]')].map((style) =>
        style.getAttribute('data-styled-version'),
      ),
      providers,
    };
  });

  expect(seen.reactDomCopies).toBe(1);
  expect(seen.reactCopies).toBe(1);
  expect(seen.styledSheets).toBe(1);
  for (const name of [
    'react',
    'react-dom',
    'styled-components',
    '@tanstack/react-query',
    'react-router',
    '@ppp/ui',
  ]) {
    // Both containers (the shell and the admin area) see one version, and it is the shell's.
    const offers = seen.providers[name] ?? [];
    expect(offers.map((offer) => offer.split(' <- ')[0]).sort(), name).toEqual(['mf_admin', 'ppp_shell']);
    expect(new Set(offers.map((offer) => offer.split(' <- ')[1])).size, name).toBe(1);
    expect(
      offers.every((offer) => offer.includes('<- ppp_shell@')),
      name,
    ).toBe(true);
  }
  // The area's own bundle brings no copy of them.
  const areaFiles = await page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .map((entry) => entry.name)
      .filter((name) => name.includes('/mf/admin/')),
  );
  expect(areaFiles.length).toBeGreaterThan(0);
  // Module Federation's share-loading glue (`_virtual_mf___…__loadShare__react…`) is named after what
  // it loads from the shell; it is not a copy. No other file is named after them…
  expect(
    areaFiles.filter(
      (name) =>
        !name.includes('/_virtual_mf___') &&
        /react|styled|tanstack|router/i.test(name.split('/').pop() ?? ''),
    ),
  ).toEqual([]);
  // …and no file at all carries their code: React's element type, styled-components' sheet mark.
  const carrying = await page.evaluate(async (files) => {
    const texts = await Promise.all(files.map(async (file) => [file, await (await fetch(file)).text()]));
    return texts
      .filter(
        ([, text]) => text.includes('react.transitional.element') || text.includes('data-styled-version'),
      )
      .map(([file]) => file);
  }, areaFiles);
  expect(carrying).toEqual([]);
});
