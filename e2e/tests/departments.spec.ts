// Issue 13: the electrical and general-rental areas, one capability in two configurations (D14),
// driven through the same shared screens. Per area: the manager adds a category and an equipment
// item with tiers and additional equipment; an employee prices a quote with it (the live totals equal
// the detail page, where 'Utwórz wycenę' lands (D20), the list and the print to the grosz), edits it
// (electrical: the days, and the price follows the tier; general: the typed price) and sees the totals
// follow; the manager approves it; an employee opening the area's admin page is turned away. D20: a
// draft save keeps the form (a new quote's form becomes its edit page, a pending quote goes back to
// draft), and an edit adds an item and changes the client. Every screen checked by axe in both themes
// and on a phone.
import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { expectAccessible, useTheme } from '../support/accessibility.ts';
import {
  adminApi,
  approveUser,
  expect,
  fillStartDate,
  signIn,
  test,
  uniqueEmail,
} from '../support/fixtures.ts';

interface Area {
  department: 'electrical' | 'general';
  role: string;
  adminPath: string;
  createPath: string;
  listPath: string;
  adminTitle: string;
  listTitle: string;
  createTitle: string;
  numberPattern: RegExp;
  denied: string;
  /** Sets the equipment's tiers: electrical from the starting price, general in the tier dialog. */
  price: (page: Page, equipment: string) => Promise<void>;
  /** The figures of 2 × 10 days with the accessory 2 × 10 days at 15,50. */
  created: { net: string; vat: string; gross: string };
  /** Changes the quote in the edit form. */
  edit: (page: Page) => Promise<void>;
  edited: { net: string; vat: string; gross: string };
}

const areas: Area[] = [
  {
    department: 'electrical',
    role: 'electrical_manager',
    adminPath: '/admin/electrical',
    createPath: '/create-electrical-quote',
    listPath: '/electrical-quotes',
    adminTitle: 'Administracja elektryki',
    listTitle: 'Wyceny Elektryczne',
    createTitle: 'Nowa wycena elektryczna',
    numberPattern: /ELE\/\d{4}\/\d{4}/,
    denied: 'Dostęp do administracji elektryki mają tylko administratorzy i kierownicy działu elektrycznego.',
    // The default tiers from 120: 120,00 / 102,85 / 85,72 / 68,57 / 51,43 (D14), made with the equipment.
    price: async (page, equipment) => {
      const card = page.getByRole('listitem', { name: equipment });
      await expect(card).toContainText('5 progów cenowych');
      await card.getByRole('button', { name: 'Ceny' }).click();
      const dialog = page.getByRole('dialog', { name: `Ceny: ${equipment}` });
      await expect(dialog.getByLabel('Cena za dobę, próg 3')).toHaveValue('85,72');
      await expect(dialog.getByLabel('Rabat, próg 3')).toHaveText('28,57%');
      await expectAccessible(page);
      await dialog.getByRole('button', { name: 'Anuluj' }).click();
    },
    // 2 × 10 × 85,72 + 2 × 10 × 15,50 = 1 714,40 + 310,00
    created: { net: '2 024,40', vat: '465,61', gross: '2 490,01' },
    edit: async (page) => {
      await page.getByLabel('Liczba dni').fill('3');
    },
    // 2 × 3 × 102,85 + 2 × 3 × 15,50 = 617,10 + 93,00
    edited: { net: '710,10', vat: '163,32', gross: '873,42' },
  },
  {
    department: 'general',
    role: 'general_manager',
    adminPath: '/admin/general',
    createPath: '/create-general-quote',
    listPath: '/general-quotes',
    adminTitle: 'Administracja wynajmu ogólnego',
    listTitle: 'Wyceny Wynajmu Ogólnego',
    createTitle: 'Nowa wycena wynajmu ogólnego',
    numberPattern: /WYN\/\d{4}\/\d{4}/,
    denied:
      'Dostęp do administracji wynajmu ogólnego mają tylko administratorzy i kierownicy wynajmu ogólnego.',
    // Tiers in the dialog: 1–2 days 120,00; 3+ days at 25 % off, which the dialog turns into 90,00.
    price: async (page, equipment) => {
      await page.getByRole('listitem', { name: equipment }).getByRole('button', { name: 'Ceny' }).click();
      const dialog = page.getByRole('dialog', { name: `Ceny: ${equipment}` });
      await dialog.getByLabel('Cena za dobę, próg 1').fill('120');
      await dialog.getByRole('button', { name: 'Dodaj próg' }).click();
      await expect(dialog.getByLabel('Do dnia (puste: bez limitu), próg 1')).toHaveValue('1');
      await dialog.getByLabel('Do dnia (puste: bez limitu), próg 1').fill('2');
      await dialog.getByLabel('Od dnia, próg 2').fill('3');
      await dialog.getByLabel('Rabat w procentach, próg 2').fill('25');
      await expect(dialog.getByLabel('Cena za dobę, próg 2')).toHaveValue('90,00');
      await expectAccessible(page);
      await dialog.getByRole('button', { name: 'Zapisz ceny' }).click();
      await expect(dialog).toBeHidden();
      await expect(page.getByRole('listitem', { name: equipment })).toContainText('2 progi cenowe');
    },
    // 2 × 10 × 90,00 + 2 × 10 × 15,50 = 1 800,00 + 310,00
    created: { net: '2 110,00', vat: '485,30', gross: '2 595,30' },
    // The typed 100,00 with the stored 25 %: 75,00 a day; 2 × 10 × 75,00 + 310,00.
    edit: async (page) => {
      await expect(page.getByLabel('Cena za dobę (zł)')).toHaveValue('120,00');
      await page.getByLabel('Cena za dobę (zł)').fill('100');
    },
    edited: { net: '1 810,00', vat: '416,30', gross: '2 226,30' },
  },
];

/** Throwaway screenshots for looking at the screens (PPP_SCREENSHOTS=/some/dir). */
async function shot(page: Page, name: string) {
  const dir = process.env.PPP_SCREENSHOTS;
  if (dir) await page.screenshot({ path: `${dir}/${name}.png`, fullPage: true });
}

/** Money as pl-PL prints it: '2024,40' (four digits are not grouped), '12 024,40'. */
const money = (figure: string) => new RegExp(figure.replace(/ /g, '[\\s\\u00a0\\u202f]?'));

for (const area of areas) {
  test.describe(`the ${area.department} area`, () => {
    test.describe.configure({ mode: 'serial', timeout: 120_000 });

    let api: APIRequestContext;
    let manager: Page;
    let employee: Page;
    const stamp = Date.now().toString(36);
    const category = `Kategoria ${stamp}`;
    const equipment = `Sprzęt ${area.department} ${stamp}`;
    const company = `Budowa ${area.department} ${stamp} Sp. z o.o.`;
    let quotePath = '';
    let quoteNumber = '';

    async function personWithRole(browser: Browser, label: string, role: string, firstName: string) {
      const page = await (
        await browser.newContext({ locale: 'pl-PL', timezoneId: 'Europe/Warsaw' })
      ).newPage();
      const email = uniqueEmail(label);
      await signIn(page, { email, firstName });
      await approveUser(api, email, role);
      return page;
    }

    test.beforeAll(async ({ browser }) => {
      api = await adminApi();
      manager = await personWithRole(browser, `kierownik.${area.department}`, area.role, 'Marek');
      employee = await personWithRole(browser, `pracownik.${area.department}`, 'employee', 'Ewa');
    });

    test.afterAll(async () => {
      await manager?.context().close();
      await employee?.context().close();
      await api?.dispose();
    });

    test('the manager adds a category and equipment with tiers and additional equipment', async () => {
      await manager.goto(area.adminPath);
      await expect(manager.getByRole('heading', { name: area.adminTitle, level: 1 })).toBeVisible();
      await manager.getByRole('button', { name: 'Dodaj kategorię' }).first().click();
      const categoryDialog = manager.getByRole('dialog', { name: 'Dodaj kategorię' });
      await categoryDialog.getByRole('button', { name: 'Dodaj kategorię' }).click();
      await expect(categoryDialog.getByText('Nazwa kategorii jest wymagana')).toBeVisible();
      await categoryDialog.getByLabel('Nazwa kategorii').fill(`  ${category}  `);
      await categoryDialog.getByRole('button', { name: 'Dodaj kategorię' }).click();
      await expect(categoryDialog).toBeHidden();
      await manager.getByRole('tab', { name: /Kategorie/ }).click();
      await expect(manager.getByRole('listitem', { name: category })).toContainText('0 sprzętów');
      await expectAccessible(manager);
      await shot(manager, `${area.department}-admin-categories-light`);

      await manager.getByRole('tab', { name: /Sprzęt/ }).click();
      await manager.getByRole('button', { name: 'Dodaj sprzęt' }).click();
      const dialog = manager.getByRole('dialog', { name: 'Dodaj sprzęt' });
      await dialog.getByRole('textbox', { name: 'Ilość', exact: true }).fill('');
      await dialog.getByRole('button', { name: 'Dodaj sprzęt' }).click();
      await expect(dialog.getByText('Nazwa sprzętu jest wymagana')).toBeVisible();
      await dialog.getByLabel('Nazwa sprzętu').fill(equipment);
      await dialog.getByLabel('Kategoria').selectOption({ label: category });
      await dialog.getByRole('textbox', { name: 'Ilość', exact: true }).fill('10');
      await dialog.getByLabel('Dostępna ilość').fill('10');
      await dialog.getByLabel('Model').fill('X-1');
      await dialog.getByRole('button', { name: 'Zmień nazwy pól' }).click();
      await dialog.getByLabel('Nazwa pola „Moc”').fill('Moc znamionowa');
      await dialog.getByRole('button', { name: 'Zapisz nazwy na tę sesję' }).click();
      await dialog.getByLabel('Moc znamionowa').fill('40 kW');
      if (area.department === 'electrical') {
        await expect(dialog.getByLabel('Utwórz domyślny cennik')).toBeChecked();
        await dialog.getByLabel('Cena początkowa (zł / doba)').fill('120');
      }
      await expectAccessible(manager);
      await shot(manager, `${area.department}-equipment-dialog-light`);
      await dialog.getByRole('button', { name: 'Dodaj sprzęt' }).click();
      await expect(dialog).toBeHidden();
      await manager.getByRole('searchbox', { name: 'Szukaj sprzętu i kategorii' }).fill(stamp);
      await expect(manager.getByRole('listitem', { name: equipment })).toContainText(
        'Dostępne: 10 z 10 szt.',
      );

      await area.price(manager, equipment);

      await manager
        .getByRole('listitem', { name: equipment })
        .getByRole('button', { name: 'Wyposażenie' })
        .click();
      const extras = manager.getByRole('dialog', { name: `Wyposażenie dodatkowe: ${equipment}` });
      await extras.getByRole('button', { name: 'Dodaj pozycję' }).click();
      await extras.getByRole('button', { name: 'Zapisz wyposażenie' }).click();
      await expect(extras.getByText('Nazwa jest wymagana')).toBeVisible();
      await extras.getByLabel('Nazwa').fill('Przedłużacz 25 m');
      await extras.getByLabel('Cena / doba (zł)').fill('15.50');
      await expect(extras.getByLabel('Opcjonalne')).toBeChecked();
      await expectAccessible(manager);
      await extras.getByRole('button', { name: 'Zapisz wyposażenie' }).click();
      await expect(extras).toBeHidden();
      await expect(manager.getByRole('listitem', { name: equipment })).toContainText('1 poz. wyposażenia');
      await shot(manager, `${area.department}-admin-light`);
    });

    test('an employee prices a quote; live totals, detail, list and print agree to the grosz', async () => {
      await employee.goto(area.createPath);
      await expect(employee.getByRole('heading', { name: area.createTitle, level: 1 })).toBeVisible();
      await expect(employee.getByRole('button', { name: 'Utwórz wycenę' })).toBeDisabled();
      const picker = employee.getByRole('combobox', { name: 'Dodaj sprzęt do wyceny' });
      await picker.fill(stamp);
      await employee.getByRole('option', { name: new RegExp(equipment) }).click();
      await picker.fill(stamp);
      await employee.getByRole('option', { name: new RegExp(equipment) }).click();
      await expect(employee.getByText('Ten sprzęt jest już dodany do wyceny').first()).toBeVisible();

      const item = employee.getByRole('listitem', { name: `${equipment}, pozycja 1` });
      await item.getByRole('textbox', { name: 'Ilość', exact: true }).fill('2');
      await item.getByLabel('Liczba dni').fill('10');
      await item.getByLabel('Przedłużacz 25 m — 15,50 zł/doba').check();
      await item.getByLabel('Ilość: Przedłużacz 25 m').fill('2');
      await expect(employee.getByTestId('live-total-net')).toHaveText(money(area.created.net));
      await expect(employee.getByTestId('live-total-gross')).toHaveText(money(area.created.gross));
      // Over the stock: flagged under the field and left out of the totals (D19).
      await item.getByRole('textbox', { name: 'Ilość', exact: true }).fill('11');
      await expect(item.getByText('przekracza dostępną: maksymalnie 10 szt.')).toBeVisible();
      await item.getByRole('textbox', { name: 'Ilość', exact: true }).fill('2');

      // D14, D20: the company's name is required, and the form says so before the save.
      await expect(employee.getByText('Wymagana jest nazwa firmy.')).toBeVisible();
      await expect(employee.getByRole('textbox', { name: 'Nazwa firmy' })).toHaveAttribute(
        'aria-required',
        'true',
      );
      await employee.getByRole('button', { name: 'Utwórz wycenę' }).click();
      await expect(employee.getByText('Nazwa firmy jest wymagana').first()).toBeVisible();
      await employee.getByLabel('Nazwa firmy').fill(company);
      await fillStartDate(employee);
      await expectAccessible(employee);
      await shot(employee, `${area.department}-form-light`);
      await employee.getByRole('button', { name: 'Utwórz wycenę' }).click();

      // D20: after creation the new quote's detail page opens.
      await expect(employee).toHaveURL(new RegExp(`${area.listPath}/\\d+$`));
      const created = employee.getByRole('heading', { level: 1 });
      await expect(created).toContainText(area.numberPattern);
      quoteNumber = (await created.textContent())?.match(area.numberPattern)?.[0] ?? '';
      await expect(employee.getByText(`Wycena ${quoteNumber} została utworzona`).first()).toBeVisible();
      await expect(employee.getByTestId('quote-total-net')).toHaveText(money(area.created.net));

      await employee.goto(area.listPath);
      await expect(employee.getByRole('heading', { name: area.listTitle, level: 1 })).toBeVisible();
      const row = employee.getByRole('row').filter({ hasText: quoteNumber });
      await expect(row).toContainText(company);
      await expect(row).toContainText(money(area.created.net));
      await expect(row).toContainText('Wersja robocza');
      await expectAccessible(employee);
      await shot(employee, `${area.department}-list-light`);

      await employee.getByRole('searchbox', { name: 'Szukaj wycen' }).fill(equipment);
      await expect(employee.getByRole('row').filter({ hasText: quoteNumber })).toBeVisible();
      await employee.getByRole('searchbox', { name: 'Szukaj wycen' }).fill('nie ma takiej wyceny');
      await expect(employee.getByText('Brak wycen pasujących do filtrów')).toBeVisible();
      await employee.getByRole('button', { name: 'Wyczyść filtry' }).click();

      await employee
        .getByRole('row')
        .filter({ hasText: quoteNumber })
        .getByRole('button', { name: /Podgląd/ })
        .click();
      await expect(employee).toHaveURL(new RegExp(`${area.listPath}/\\d+$`));
      quotePath = new URL(employee.url()).pathname;
      await expect(employee.getByRole('heading', { level: 1 })).toContainText(quoteNumber);
      await expect(employee.getByTestId('quote-total-net')).toHaveText(money(area.created.net));
      await expect(employee.getByTestId('quote-vat')).toHaveText(money(area.created.vat));
      await expect(employee.getByTestId('quote-total-gross')).toHaveText(money(area.created.gross));
      await expect(employee.getByText('Przedłużacz 25 m: 2 szt.')).toBeVisible();
      await expectAccessible(employee);
      await shot(employee, `${area.department}-detail-light`);

      const html = await (await employee.request.get(`/api${quotePath}/print?autoprint=0`)).text();
      for (const figure of [quoteNumber, company, equipment, 'Przedłużacz 25 m'])
        expect(html).toContain(figure);
      for (const figure of [area.created.net, area.created.vat, area.created.gross])
        expect(html).toMatch(money(figure));
    });

    test('the employee edits it and the totals follow', async () => {
      await employee.goto(`${quotePath}/edit`);
      await expect(employee.getByRole('heading', { level: 1 })).toContainText(`Edycja wyceny ${quoteNumber}`);
      // D20: the client is editable on an edit, as on the creation form.
      await expect(employee.getByLabel('Nazwa firmy')).toHaveValue(company);
      await area.edit(employee);
      await expect(employee.getByTestId('live-total-gross')).toHaveText(money(area.edited.gross));
      await expectAccessible(employee);
      await shot(employee, `${area.department}-edit-light`);
      await employee.getByRole('button', { name: 'Zapisz zmiany', exact: true }).click();
      await expect(employee).toHaveURL(new RegExp(`${quotePath}$`));
      await expect(employee.getByText('Wycena została zaktualizowana').first()).toBeVisible();
      await expect(employee.getByTestId('quote-total-net')).toHaveText(money(area.edited.net));
      await expect(employee.getByTestId('quote-total-gross')).toHaveText(money(area.edited.gross));
      await employee.getByRole('button', { name: 'Przekaż do zatwierdzenia' }).click();
      await expect(employee.getByText('Oczekująca').first()).toBeVisible();
    });

    test('a draft save keeps the form; an edit adds an item and changes the client (D20)', async () => {
      // A second equipment item and another address-book client, through the admin's API.
      const second = `Zapasowy ${area.department} ${stamp}`;
      const investor = `Inwestor ${area.department} ${stamp} S.A.`;
      const draftCompany = `Pracownia ${area.department} ${stamp}`;
      const categories = (await (await api.get(`/api/${area.department}-equipment-categories`)).json()) as {
        id: number;
        name: string;
      }[];
      const added = await api.post(`/api/${area.department}-equipment`, {
        data: {
          name: second,
          categoryId: categories.find((entry) => entry.name === category)?.id,
          quantity: 5,
        },
      });
      expect(added.status()).toBe(201);
      const secondId = ((await added.json()) as { id: number }).id;
      const tiers = await api.put(`/api/${area.department}-equipment/${secondId}/pricing`, {
        data: { pricing: [{ periodStart: 1, periodEnd: null, pricePerDay: '50.00' }] },
      });
      expect(tiers.ok()).toBe(true);
      expect((await api.post('/api/clients', { data: { companyName: investor } })).status()).toBe(201);

      // A new quote saved as a draft: its form becomes its edit page, with its number. The quote
      // created before left no draft behind: the form opens empty.
      await employee.goto(area.createPath);
      await expect(employee.getByText('Brak pozycji')).toBeVisible();
      await expect(employee.getByText('Przywrócono niezapisany szkic')).toHaveCount(0);
      const picker = employee.getByRole('combobox', { name: 'Dodaj sprzęt do wyceny' });
      await picker.fill(stamp);
      await employee.getByRole('option', { name: new RegExp(equipment) }).click();
      await employee.getByLabel('Nazwa firmy').fill(draftCompany);
      await fillStartDate(employee);
      await employee.getByRole('button', { name: 'Zapisz jako wersję roboczą' }).click();
      await expect(employee).toHaveURL(new RegExp(`${area.listPath}/\\d+/edit$`));
      const heading = employee.getByRole('heading', { level: 1 });
      await expect(heading).toContainText(area.numberPattern);
      const draftNumber = (await heading.textContent())?.match(area.numberPattern)?.[0] ?? '';
      await expect(heading).toContainText(`Edycja wyceny ${draftNumber}`);
      await expect(
        employee.getByText(`Wycena ${draftNumber} została zapisana jako wersja robocza`).first(),
      ).toBeVisible();
      const draftPath = new URL(employee.url()).pathname.replace(/\/edit$/, '');

      // The edit adds a second item and picks another client from the address book.
      await expect(employee.getByLabel('Nazwa firmy')).toHaveValue(draftCompany);
      await picker.fill(stamp);
      await employee.getByRole('option', { name: new RegExp(second) }).click();
      await expect(employee.getByRole('listitem', { name: `${second}, pozycja 2` })).toBeVisible();
      await employee.getByRole('searchbox', { name: 'Wybierz istniejącego klienta' }).fill(investor);
      await employee.getByRole('button', { name: new RegExp(investor) }).click();
      await expect(employee.getByLabel('Nazwa firmy')).toHaveValue(investor);
      await expectAccessible(employee);
      await shot(employee, `${area.department}-edit-added-light`);
      await employee.getByRole('button', { name: 'Zapisz zmiany', exact: true }).click();

      await expect(employee).toHaveURL(new RegExp(`${draftPath}$`));
      await expect(employee.getByText('Wycena została zaktualizowana').first()).toBeVisible();
      const items = employee.getByRole('list', { name: 'Pozycje wyceny' });
      await expect(items.getByRole('listitem')).toHaveCount(2);
      await expect(items).toContainText(equipment);
      await expect(items).toContainText(second);
      await expect(employee.getByText(investor).first()).toBeVisible();
      await expect(employee.getByText(draftCompany)).toHaveCount(0);

      // A pending quote saved as a draft goes back to draft and stays on its form.
      await employee.getByRole('button', { name: 'Przekaż do zatwierdzenia' }).click();
      await expect(employee.getByText('Oczekująca').first()).toBeVisible();
      await employee.goto(`${draftPath}/edit`);
      await employee.getByRole('button', { name: 'Zapisz jako wersję roboczą' }).click();
      await expect(
        employee.getByText(`Wycena ${draftNumber} została zapisana jako wersja robocza`).first(),
      ).toBeVisible();
      await expect(employee).toHaveURL(new RegExp(`${draftPath}/edit$`));
      await employee.goto(draftPath);
      await expect(employee.getByText('Wersja robocza').first()).toBeVisible();
      await expect(employee.getByRole('button', { name: 'Przekaż do zatwierdzenia' })).toBeVisible();
    });

    test('the manager approves it; the employee cannot edit it nor open the admin page', async () => {
      await manager.goto(quotePath);
      await manager.getByRole('button', { name: 'Zatwierdź' }).click();
      await expect(manager.getByText('Zatwierdzona').first()).toBeVisible();

      await employee.goto(quotePath);
      await expect(employee.getByText('Zatwierdzona').first()).toBeVisible();
      await expect(employee.getByRole('link', { name: 'Edytuj' })).toHaveCount(0);
      await employee.goto(`${quotePath}/edit`);
      await expect(employee.getByLabel('Liczba dni')).toBeDisabled();
      await expect(employee.getByRole('button', { name: 'Zapisz zmiany', exact: true })).toHaveCount(0);
      await expect(employee.getByRole('button', { name: 'Zapisz jako wersję roboczą' })).toHaveCount(0);

      await employee.goto(area.adminPath);
      await expect(employee.getByText('Brak uprawnień').first()).toBeVisible();
      await expect(employee.getByText(area.denied).first()).toBeVisible();
      await expect(employee).toHaveURL(/\/(dashboard)?$/);
    });

    test('every screen holds in the dark theme and on a phone', async () => {
      await useTheme(employee, 'dark');
      for (const [path, name] of [
        [area.createPath, 'form'],
        [area.listPath, 'list'],
        [quotePath, 'detail'],
      ] as const) {
        await employee.goto(path);
        await expect(employee.getByRole('heading', { level: 1 })).toBeVisible();
        await expect(employee.getByText('Ładowanie', { exact: false })).toHaveCount(0);
        await expectAccessible(employee);
        await shot(employee, `${area.department}-${name}-dark`);
      }
      await useTheme(manager, 'dark');
      await manager.goto(area.adminPath);
      await expect(manager.getByRole('heading', { name: area.adminTitle, level: 1 })).toBeVisible();
      await expect(manager.getByText('Ładowanie', { exact: false })).toHaveCount(0);
      await expectAccessible(manager);
      await shot(manager, `${area.department}-admin-dark`);

      await useTheme(employee, 'light');
      await employee.setViewportSize({ width: 390, height: 844 });
      for (const [path, name] of [
        [area.createPath, 'form'],
        [area.listPath, 'list'],
        [quotePath, 'detail'],
      ] as const) {
        await employee.goto(path);
        await expect(employee.getByRole('heading', { level: 1 })).toBeVisible();
        await expect(employee.getByText('Ładowanie', { exact: false })).toHaveCount(0);
        const overflow = await employee.evaluate(
          () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
        );
        expect(overflow).toBeLessThanOrEqual(0);
        await expectAccessible(employee);
        await shot(employee, `${area.department}-${name}-phone`);
      }
    });
  });
}
