// D22: a quote made from a needs assessment. An assessment saved through the API (the air conditioner
// and the lighting mast ticked, the start date and the period answered) → its page → 'Utwórz wycenę z
// badania' → 'Wycena sprzętu' → the equipment form opens with the client, the dates and one suggested
// item per ticked type → saved, the quote's page leads back with 'Z badania …', the assessment lists
// the quote, and the address book holds the client once. A second quote from the same assessment
// starts with that saved client: still one client.
import { expect, test } from '../support/fixtures.ts';
import { type SeededProduct, startSeededProduct } from '../support/seeded.ts';

interface CatalogueItem {
  id: number;
  name: string;
  availableQuantity: number;
  category: { name: string };
  pricing: { periodStart: number; pricePerDay: string }[];
}

// The second journey goes on from the first's saved client.
test.describe.configure({ mode: 'serial' });

let seeded: SeededProduct;
let assessmentId: number;
/** The client the first quote saved to the address book. */
let clientId = 0;
let assessmentNumber: string;
const COMPANY = `Stocznia Północ ${Date.now().toString(36)}`;

test.beforeAll(async ({ browser }) => {
  test.setTimeout(120_000);
  seeded = await startSeededProduct(browser, {
    email: 'badanie.admin@example.com',
    firstName: 'Beata',
    lastName: 'Badanie',
  });
  const questions = (await (await seeded.api.get('/api/needs-assessment/questions')).json()) as {
    id: number;
    question: string;
  }[];
  const id = (text: string) => String(questions.find((question) => question.question === text)!.id);
  const response = await seeded.api.post('/api/needs-assessment/responses', {
    data: {
      clientCompanyName: COMPANY,
      clientContactPerson: 'Jan Nowak',
      clientEmail: 'jan.nowak@example.com',
      responses: {
        [id('Nazwa wydarzenia lub inwestycji')]: 'Hala Gdańsk',
        [id('Rodzaj przedsięwzięcia')]: 'Hala produkcyjna',
        [id('Planowany termin rozpoczęcia')]: '2027-03-01',
        [id('Przewidywany czas wynajmu (dni)')]: '14',
        [id('Klimatyzacja')]: 'true',
        [id('Maszt oświetleniowy')]: 'true',
        [id('Wymagana temperatura (°C)')]: '22',
        [id('Oświetlana powierzchnia (m²)')]: '1500',
        [id('Strefa klimatyczna')]: 'nadmorska',
        [id('Czy urządzenia będą pracować na zewnątrz?')]: 'nie',
        [id('Adres dostawy')]: 'ul. Portowa 1, Gdańsk',
        [id('Czy potrzebny jest transport?')]: 'tak',
      },
    },
  });
  expect(response.status()).toBe(201);
  const saved = (await response.json()) as { id: number; responseNumber: string };
  assessmentId = saved.id;
  assessmentNumber = saved.responseNumber;
});
test.afterAll(async () => {
  await seeded?.stop();
});

/** The cheapest item of a category that can be rented, by its first period's price per day. */
function cheapestOf(catalogue: CatalogueItem[], category: string) {
  const dayPrice = (item: CatalogueItem) =>
    Number([...item.pricing].sort((a, b) => a.periodStart - b.periodStart)[0]?.pricePerDay ?? Infinity);
  return catalogue
    .filter((item) => item.category.name === category && item.availableQuantity > 0)
    .sort((a, b) => dayPrice(a) - dayPrice(b) || a.name.localeCompare(b.name, 'pl'))[0];
}

test('an equipment quote made from an assessment keeps the link both ways, the client saved once', async () => {
  const { page, api } = seeded;
  const catalogue = (await (await api.get('/api/equipment')).json()) as CatalogueItem[];
  const airConditioner = cheapestOf(catalogue, 'Klimatyzacje');
  const mast = cheapestOf(catalogue, 'Maszty oświetleniowe');

  await page.goto(`/needs-assessment/${assessmentId}/print`);
  await expect(page.getByRole('heading', { name: `Badanie potrzeb ${assessmentNumber}` })).toBeVisible();
  await page.getByRole('button', { name: 'Utwórz wycenę z badania' }).click();
  const dialog = page.getByRole('dialog', { name: 'Utwórz wycenę z badania' });
  await dialog.getByRole('button', { name: 'Wycena sprzętu' }).click();

  await expect(page).toHaveURL(new RegExp(`/create-quote\\?assessment=${assessmentId}$`));
  await expect(page.getByRole('status').filter({ hasText: 'Wycena na podstawie badania' })).toContainText(
    assessmentNumber,
  );
  await expect(page.getByLabel('Nazwa firmy')).toHaveValue(COMPANY);
  await expect(page.getByLabel('Osoba kontaktowa')).toHaveValue('Jan Nowak');
  await expect(page.getByLabel('E-mail')).toHaveValue('jan.nowak@example.com');
  await expect(page.getByLabel('Data rozpoczęcia')).toHaveValue('01.03.2027');
  await expect(page.getByLabel('Okres wynajmu (dni)')).toHaveValue('14');
  // One item per ticked type, in the wizard's order: the air conditioner (open), then the mast
  // (one line: one item is open at a time).
  await expect(page.getByRole('heading', { name: `Pozycja 1: ${airConditioner.name}` })).toBeVisible();
  await expect(page.getByRole('heading', { name: `Pozycja 2: ${mast.name}` })).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Sprzęt' })).toHaveValue(airConditioner.name);
  await expect(page.getByLabel('Ilość (szt.)').first()).toHaveValue('1');

  await page.getByRole('button', { name: 'Utwórz wycenę' }).click();
  await expect(page).toHaveURL(/\/quotes\/\d+$/);
  const quoteId = Number(new URL(page.url()).pathname.split('/').pop());
  const back = page.getByRole('link', { name: `Z badania ${assessmentNumber}` });
  await expect(back).toBeVisible();

  const quote = (await (await api.get(`/api/quotes/${quoteId}`)).json()) as {
    quoteNumber: string;
    assessmentId: number;
    startsOn: string;
    rentalDays: number;
    clientId: number;
  };
  expect(quote).toMatchObject({ assessmentId, startsOn: '2027-03-01', rentalDays: 14 });
  clientId = quote.clientId;
  const clients = (await (await api.get(`/api/clients?search=${encodeURIComponent(COMPANY)}`)).json()) as {
    total: number;
  };
  expect(clients.total).toBe(1);

  // The browser's Back leaves the saved quote for the assessment, never for the filled form again.
  await page.goBack();
  await expect(page).toHaveURL(new RegExp(`/needs-assessment/${assessmentId}/print$`));
  await page.goForward();
  await expect(page).toHaveURL(new RegExp(`/quotes/${quoteId}$`));

  await back.click();
  await expect(page).toHaveURL(new RegExp(`/needs-assessment/${assessmentId}/print$`));
  await expect(page.getByRole('link', { name: `Wycena ${quote.quoteNumber}` })).toBeVisible();
});

test('a second quote from the same assessment starts with the client the first saved: never a duplicate', async () => {
  const { page, api } = seeded;
  // Opened afresh: the form asks the address book anew for clients of the typed name.
  await page.goto(`/needs-assessment/${assessmentId}/print`);
  await page.getByRole('button', { name: 'Utwórz wycenę z badania' }).click();
  await page
    .getByRole('dialog', { name: 'Utwórz wycenę z badania' })
    .getByRole('button', { name: 'Wycena sprzętu' })
    .click();
  await expect(page).toHaveURL(new RegExp(`/create-quote\\?assessment=${assessmentId}$`));
  // D22: the address-book client the first quote saved, chosen already (saving as it stands makes none).
  await expect(page.getByText('Klient z bazy:')).toContainText(COMPANY);
  await expect(page.getByLabel('Nazwa firmy')).toHaveValue(COMPANY);
  await expect(page.getByLabel('Data rozpoczęcia')).toHaveValue('01.03.2027');

  await page.getByRole('button', { name: 'Utwórz wycenę' }).click();
  await expect(page).toHaveURL(/\/quotes\/\d+$/);
  const quoteId = Number(new URL(page.url()).pathname.split('/').pop());
  const quote = (await (await api.get(`/api/quotes/${quoteId}`)).json()) as {
    assessmentId: number;
    clientId: number;
  };
  expect(quote).toMatchObject({ assessmentId, clientId });
  const clients = (await (await api.get(`/api/clients?search=${encodeURIComponent(COMPANY)}`)).json()) as {
    total: number;
  };
  expect(clients.total).toBe(1);
});

test('what is typed over an assessment survives a reload, in a draft of its own (D20)', async () => {
  const { page } = seeded;
  await page.goto(`/create-quote?assessment=${assessmentId}`);
  await expect(page.getByLabel('Nazwa firmy')).toHaveValue(COMPANY);
  await page.getByLabel('Uwagi', { exact: true }).fill('Dostawa od strony nabrzeża');
  await page.getByLabel('Telefon').fill('600 700 800');
  await page.waitForTimeout(600);
  page.once('dialog', (dialog) => void dialog.accept());
  await page.reload();
  await expect(page.getByText('Przywrócono niezapisany szkic')).toBeVisible();
  await expect(page.getByLabel('Uwagi', { exact: true })).toHaveValue('Dostawa od strony nabrzeża');
  await expect(page.getByLabel('Telefon')).toHaveValue('600 700 800');
  await expect(page.getByRole('status').filter({ hasText: 'Wycena na podstawie badania' })).toContainText(
    assessmentNumber,
  );
  // A plain new quote brings none of it back: the draft is the assessment's.
  page.once('dialog', (dialog) => void dialog.accept());
  await page.goto('/create-quote');
  await expect(page.getByLabel('Nazwa firmy')).toHaveValue('');
  await expect(page.getByText('Przywrócono niezapisany szkic')).toHaveCount(0);
  await page.goto(`/create-quote?assessment=${assessmentId}`);
  await page.getByRole('button', { name: 'Odrzuć szkic' }).click();
  await expect(page.getByLabel('Uwagi', { exact: true })).toHaveValue('');
});
