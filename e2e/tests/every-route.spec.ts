// Issue 16 §6: every route of every area, and the shell's own, opened by an admin over the demo
// data (with a saved quote of each kind and a saved assessment, so detail, edit and print pages
// have something to show), checked by axe-core in the light and the dark theme: no serious or
// critical violation, and no `<input type="number">` (D20). Every path the manifest gives an area is
// among them.
import type { Page } from '@playwright/test';
import { microfrontends } from '@ppp/domain';
import { expectAccessible } from '../support/accessibility.ts';
import { expect, test } from '../support/fixtures.ts';
import { type SeededProduct, startSeededProduct } from '../support/seeded.ts';

let seeded: SeededProduct;
const ids: Record<string, number> = {};
let shareUrl = '';

async function created(response: { status(): number; json(): Promise<unknown>; text(): Promise<string> }) {
  if (response.status() !== 201) throw new Error(`${response.status()}: ${await response.text()}`);
  return (await response.json()) as { id: number };
}

test.beforeAll(async ({ browser }) => {
  test.setTimeout(120_000);
  seeded = await startSeededProduct(browser, {
    email: 'trasy.admin@example.com',
    firstName: 'Ada',
    lastName: 'Trasa',
  });
  const { api } = seeded;
  const client = { companyName: 'Trasy S.A.', email: 'biuro@trasy.pl' };
  const first = async (path: string) => ((await (await api.get(path)).json()) as { id: number }[])[0].id;
  ids.equipment = (
    await created(
      await api.post('/api/quotes', {
        data: {
          client,
          items: [{ equipmentId: await first('/api/equipment'), quantity: 1, rentalPeriodDays: 5 }],
        },
      }),
    )
  ).id;
  ids.transport = (
    await created(
      await api.post('/api/transport-quotes', {
        data: {
          client,
          vehicleId: await first('/api/transport-vehicles'),
          fromAddress: 'Magazyn, Warszawa',
          toAddress: 'Budowa, Kraków',
          distance: 120,
        },
      }),
    )
  ).id;
  for (const kind of ['electrical', 'general']) {
    ids[kind] = (
      await created(
        await api.post(`/api/${kind}-quotes`, {
          data: {
            client,
            items: [{ equipmentId: await first(`/api/${kind}-equipment`), quantity: 1, rentalPeriodDays: 3 }],
            notes: null,
          },
        }),
      )
    ).id;
  }
  const questions = (await (await api.get('/api/needs-assessment/questions')).json()) as {
    id: number;
    question: string;
  }[];
  const id = (text: string) => String(questions.find((question) => question.question === text)!.id);
  ids.assessment = (
    await created(
      await api.post('/api/needs-assessment/responses', {
        data: {
          clientCompanyName: 'Trasy S.A.',
          responses: {
            [id('Nazwa wydarzenia lub inwestycji')]: 'Hala Gdańsk',
            [id('Rodzaj przedsięwzięcia')]: 'Hala produkcyjna',
            [id('Planowany termin rozpoczęcia')]: '2026-12-01',
            [id('Przewidywany czas wynajmu (dni)')]: '30',
            [id('Strefa klimatyczna')]: 'nadmorska',
            [id('Czy urządzenia będą pracować na zewnątrz?')]: 'nie',
            [id('Adres dostawy')]: 'ul. Portowa 1, Gdańsk',
            [id('Czy potrzebny jest transport?')]: 'tak',
          },
        },
      }),
    )
  ).id;
  // D21: an item of each catalogue, for its availability page.
  ids.equipmentItem = await first('/api/equipment');
  ids.vehicle = await first('/api/transport-vehicles');
  ids.electricalItem = await first('/api/electrical-equipment');
  ids.generalItem = await first('/api/general-equipment');
  // D25: the equipment quote's client, for its page in the address book.
  ids.client = (
    (await (await api.get(`/api/quotes/${ids.equipment}`)).json()) as { client: { id: number } }
  ).client.id;
  // A pending quote shared with its client: the client's page is a screen too.
  await api.patch(`/api/quotes/${ids.equipment}/status`, { data: { status: 'pending' } });
  shareUrl = ((await (await api.post(`/api/quotes/${ids.equipment}/share`)).json()) as { url: string }).url;
});
test.afterAll(async () => {
  await seeded?.stop();
});

/**
 * Every screen, with what shows that it has loaded; `served`: a page the server renders (its theme
 * is the system's), not the app's.
 */
const routes = (): { path: string; ready: string | RegExp; served?: true }[] => [
  { path: '/', ready: /Witaj/ },
  { path: '/profile', ready: 'Profil użytkownika' },
  { path: '/settings', ready: 'Ustawienia' },
  { path: '/notifications', ready: 'Powiadomienia' },
  { path: '/nie-ma-takiej-strony', ready: /nie istnieje|Nie znaleziono/ },
  { path: '/admin', ready: 'Panel Administratora' },
  { path: '/admin/api-keys', ready: 'Klucze API' },
  { path: '/admin/outbox', ready: 'Poczta wychodząca' },
  { path: '/admin/company', ready: 'Dane firmy' },
  { path: '/equipment', ready: 'Katalog Sprzętu' },
  { path: `/equipment/${ids.equipmentItem}/availability`, ready: /^Dostępność: / },
  { path: '/quotes', ready: 'Zarządzanie Wycenami' },
  { path: `/quotes/${ids.equipment}`, ready: /WYC\// },
  { path: `/quotes/${ids.equipment}/edit`, ready: /WYC\// },
  { path: '/create-quote', ready: 'Nowa wycena' },
  { path: '/needs-assessment', ready: 'Nowe badanie potrzeb' },
  { path: '/needs-assessment-list', ready: /Badania potrzeb|Zapisane badania/ },
  { path: `/needs-assessment/${ids.assessment}/print`, ready: /BP\// },
  { path: '/admin/needs-assessment', ready: /pytań|Pytania/ },
  { path: '/admin/transport', ready: /Pojazdy|transport/i },
  { path: '/create-transport-quote', ready: 'Nowa wycena transportu' },
  { path: '/transport-quotes', ready: 'Zapisane wyceny transportu' },
  { path: `/transport-quotes/${ids.transport}`, ready: /TRA\// },
  { path: `/vehicles/${ids.vehicle}/availability`, ready: /^Dostępność: / },
  { path: `/transport-quotes/${ids.transport}/edit`, ready: /TRA\// },
  { path: '/admin/electrical', ready: 'Administracja elektryki' },
  { path: '/create-electrical-quote', ready: 'Nowa wycena elektryczna' },
  { path: '/electrical-quotes', ready: 'Wyceny Elektryczne' },
  { path: `/electrical-quotes/${ids.electrical}`, ready: /ELE\// },
  { path: `/electrical-quotes/${ids.electrical}/edit`, ready: /ELE\// },
  { path: `/electrical-equipment/${ids.electricalItem}/availability`, ready: /^Dostępność: / },
  { path: '/admin/general', ready: /Administracja wynajmu/ },
  { path: '/create-general-quote', ready: /Nowa wycena/ },
  { path: '/general-quotes', ready: /Wyceny/ },
  { path: `/general-quotes/${ids.general}`, ready: /WYN\// },
  { path: `/general-quotes/${ids.general}/edit`, ready: /WYN\// },
  { path: `/general-equipment/${ids.generalItem}/availability`, ready: /^Dostępność: / },
  // D25: the address book and a client's page; the audit log; D24: the partners' guide.
  { path: '/clients', ready: 'Klienci' },
  { path: `/clients/${ids.client}`, ready: 'Trasy S.A.' },
  { path: '/admin/audit', ready: 'Dziennik zdarzeń' },
  { path: '/partners', ready: 'Integracja dla partnerów', served: true },
  // D26: the reports of the last 12 months (the quotes above), charts and their tables.
  { path: '/reports', ready: 'Raporty' },
  // Pages the server renders: prints and the client's page.
  { path: `/api/quotes/${ids.equipment}/print?autoprint=0`, ready: /WYC\//, served: true },
  { path: `/api/transport-quotes/${ids.transport}/print?autoprint=0`, ready: /TRA\//, served: true },
  { path: `/api/electrical-quotes/${ids.electrical}/print?autoprint=0`, ready: /ELE\//, served: true },
  { path: `/api/general-quotes/${ids.general}/print?autoprint=0`, ready: /WYN\//, served: true },
  {
    path: `/api/needs-assessment/responses/${ids.assessment}/print?autoprint=0`,
    ready: /BP\//,
    served: true,
  },
  { path: new URL(shareUrl).pathname, ready: /WYC\//, served: true },
];

test('the routes cover every path the manifest gives an area', () => {
  const paths = routes().map((route) => route.path);
  for (const area of microfrontends) {
    for (const prefix of area.activeWhen) {
      expect(
        paths.some((path) => path === prefix || path.startsWith(`${prefix}/`)),
        prefix,
      ).toBe(true);
    }
  }
});

/**
 * The kit's theme switched in place, as the header's switch (or another tab's) does: the stored mode,
 * the `storage` event the theme's store follows, and the system's scheme for the server's pages.
 */
async function switchTheme(page: Page, theme: Theme) {
  await page.emulateMedia({ colorScheme: theme });
  await page.evaluate((mode) => {
    window.localStorage.setItem('ppp-theme', mode);
    window.dispatchEvent(new StorageEvent('storage', { key: 'ppp-theme', newValue: mode }));
  }, theme);
}

type Theme = 'light' | 'dark';

/** The screens are checked in this many tests, each in whichever worker is free (each with its product). */
const PARTS = 2;
test.describe.configure({ mode: 'parallel' });

// Each screen is opened once and checked in both themes: it loads in one (light and dark in turn, so
// either is seen both from a fresh load and after a switch), then the theme is switched in place.
for (let part = 1; part <= PARTS; part++) {
  test(`every screen passes axe in the light and the dark theme (${part} of ${PARTS})`, async () => {
    test.setTimeout(300_000);
    const { page } = seeded;
    await page.goto('/');
    const all = routes();
    const size = Math.ceil(all.length / PARTS);
    for (const [index, route] of all.entries()) {
      if (index < (part - 1) * size || index >= part * size) continue;
      const [first, second]: Theme[] = index % 2 === 0 ? ['light', 'dark'] : ['dark', 'light'];
      const { served } = route;
      await test.step(route.path, async () => {
        await switchTheme(page, first);
        await page.goto(route.path);
        // The server's pages (prints, the client's page) carry the number in their body.
        await expect(
          served ? page.locator('body') : page.getByRole('heading', { level: 1 }).first(),
        ).toContainText(route.ready);
        await page.waitForLoadState('networkidle');
        await expect(page.getByText(/^Ładowanie/)).toHaveCount(0);
        // D20: no screen asks for a number in a locale-dependent number field.
        await expect(page.locator('input[type="number"]')).toHaveCount(0);
        for (const theme of [first, second]) {
          if (theme === second) await switchTheme(page, theme);
          if (!served) await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
          await test.step(theme, () => expectAccessible(page));
        }
      });
    }
  });
}
