// Issue 11: a needs assessment from the client card to the print view. Equipment steps appear when
// ticked and go (with their answers) when unticked; Next, never disabled, marks the missing required
// answers and focuses the first (D12 as amended); a reload keeps the draft; the saved assessment is
// in the list, previewed, printed and deleted by an admin.
// A category added by an admin becomes a step in its place. Keyboard only works too. axe-core checks
// every screen in both themes.
import type { Locator, Page } from '@playwright/test';
import { expectAccessible, useTheme } from '../support/accessibility.ts';
import { expect, test } from '../support/fixtures.ts';
import { type SeededProduct, startSeededProduct } from '../support/seeded.ts';

let seeded: SeededProduct | undefined;
let page: Page;
/** The number of the assessment the first journey saves. */
let number = '';

// Long journeys, run while other workers share the machine.
test.describe.configure({ mode: 'serial', timeout: 150_000 });

test.beforeAll(async ({ browser }, testInfo) => {
  testInfo.setTimeout(120_000);
  seeded = await startSeededProduct(browser, {
    email: 'ola.admin@example.com',
    firstName: 'Ola',
    lastName: 'Wrona',
  });
  ({ page } = seeded);
});

test.afterAll(async () => {
  await seeded?.stop();
});

/** Throwaway screenshots for looking at the screens (PPP_SCREENSHOTS=/some/dir). */
async function shot(name: string) {
  const dir = process.env.PPP_SCREENSHOTS;
  if (dir) await page.screenshot({ path: `${dir}/${name}.png`, fullPage: true });
}

const progress = () => page.getByRole('progressbar', { name: 'Postęp badania' });
const next = () => page.getByRole('button', { name: 'Następny' });
const stepTitle = () => page.locator('#assessment-step-title');

async function expectStep(step: number, steps: number, title: string) {
  await expect(page.getByText(`Krok ${step} z ${steps}`, { exact: true })).toBeVisible();
  await expect(stepTitle()).toHaveText(title);
}

async function fillGeneralSteps() {
  await page.getByLabel('Nazwa wydarzenia lub inwestycji').fill('Budowa hali B');
  await page.getByLabel('Rodzaj przedsięwzięcia').selectOption('Budowa');
  await page.getByLabel('Planowany termin rozpoczęcia').fill('01.12.2026');
  await page.getByLabel('Przewidywany czas wynajmu (dni)').fill('30');
}

test('a user runs an assessment with a heater: steps grow, go and come back; save leads to the print', async () => {
  await page.goto('/needs-assessment');
  await expectStep(1, 4, 'Informacje ogólne');
  // An unticked box is no answer (D12 as amended).
  await expect(page.getByText('Odpowiedzi: 0 z 22')).toBeVisible();
  await expectAccessible(page);
  await shot('wizard-light');

  await page.getByLabel('Nazwa firmy').fill('Budimex S.A.');
  await page.getByLabel('Osoba kontaktowa').fill('Jan Nowak');
  // Pressed too early, Next marks the four missing answers and focuses the first.
  await expect(next()).toBeEnabled();
  await next().click();
  await expectStep(1, 4, 'Informacje ogólne');
  await expect(page.getByText('Odpowiedź jest wymagana')).toHaveCount(4);
  await expect(page.getByLabel('Nazwa wydarzenia lub inwestycji')).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByLabel('Nazwa wydarzenia lub inwestycji')).toBeFocused();
  await fillGeneralSteps();
  await expect(page.getByText('Odpowiedź jest wymagana')).toHaveCount(0);
  await expect(page.getByText('Odpowiedzi: 4 z 22')).toBeVisible();

  await page.getByLabel('Nagrzewnica').check();
  await expectStep(1, 6, 'Informacje ogólne');
  await expect(progress()).toHaveAttribute('aria-valuenow', '17');

  // A reload keeps the draft (this browser only).
  await page.reload();
  await expect(page.getByLabel('Nazwa firmy')).toHaveValue('Budimex S.A.');
  await expect(page.getByLabel('Nagrzewnica')).toBeChecked();
  await expect(page.getByText(/Przywrócono niezapisany szkic/)).toBeVisible();
  await expectStep(1, 6, 'Informacje ogólne');

  await next().click();
  await expectStep(2, 6, 'Warunki otoczenia');
  await next().click();
  await expectStep(2, 6, 'Warunki otoczenia');
  await expect(page.getByLabel('Strefa klimatyczna')).toBeFocused();
  await page.getByLabel('Strefa klimatyczna').selectOption('górska');
  await page
    .getByRole('radiogroup', { name: 'Czy urządzenia będą pracować na zewnątrz?' })
    .getByLabel('Tak')
    .check();
  await next().click();
  await expectStep(3, 6, 'Logistyka i dodatkowe usługi');
  await page.getByLabel('Adres dostawy').fill('ul. Budowlana 5, Kraków');
  await page.getByRole('radiogroup', { name: 'Czy potrzebny jest transport?' }).getByLabel('Nie').check();
  await page.getByLabel('Montaż', { exact: true }).check();
  await next().click();
  await expectStep(4, 6, 'Dodatkowe informacje');
  await next().click();
  await expectStep(5, 6, 'Nagrzewnice');
  await next().click();
  await expect(page.getByLabel('Rodzaj nagrzewnicy')).toBeFocused();
  await page.getByLabel('Rodzaj nagrzewnicy').selectOption('gazowa');
  await page.getByLabel('Ogrzewana kubatura (m³)').fill('abc');
  await page.getByLabel('Ogrzewana kubatura (m³)').blur();
  await expect(page.getByText('Nieprawidłowa odpowiedź')).toBeVisible();
  // An answer of the wrong form holds the step the same way.
  await next().click();
  await expectStep(5, 6, 'Nagrzewnice');
  await expect(page.getByLabel('Ogrzewana kubatura (m³)')).toBeFocused();
  await page.getByLabel('Ogrzewana kubatura (m³)').fill('1200,5');
  await next().click();
  await expectStep(6, 6, 'Nagrzewnice - wyposażenie');
  await page.getByLabel('Termostat').check();
  await expect(page.getByRole('button', { name: 'Zapisz badanie' })).toBeEnabled();

  // Unticking the heater takes its two steps away with their answers.
  await page
    .getByRole('navigation', { name: 'Kroki badania' })
    .getByRole('button', { name: /Informacje ogólne/ })
    .click();
  await expectStep(1, 6, 'Informacje ogólne');
  await page.getByLabel('Nagrzewnica').uncheck();
  await expectStep(1, 4, 'Informacje ogólne');
  await expect(page.getByRole('navigation', { name: 'Kroki badania' })).not.toContainText('Nagrzewnice');
  await page.getByLabel('Nagrzewnica').check();
  await expectStep(1, 6, 'Informacje ogólne');
  for (let step = 2; step <= 5; step += 1) await next().click();
  await expectStep(5, 6, 'Nagrzewnice');
  await expect(page.getByLabel('Rodzaj nagrzewnicy')).toHaveValue('');
  await expect(page.getByLabel('Ogrzewana kubatura (m³)')).toHaveValue('');
  await next().click();
  await expectStep(5, 6, 'Nagrzewnice');
  await page.getByLabel('Rodzaj nagrzewnicy').selectOption('elektryczna');
  await page.getByLabel('Ogrzewana kubatura (m³)').fill('800');
  await next().click();
  // The last step's save marks the same way: the required equipment list, its first choice focused.
  await page.getByRole('button', { name: 'Zapisz badanie' }).click();
  await expect(page).toHaveURL(/\/needs-assessment$/);
  await expect(page.getByText('Odpowiedź jest wymagana')).toBeVisible();
  await expect(page.getByLabel('Rękaw rozprowadzający')).toBeFocused();
  await page.getByLabel('Rękaw rozprowadzający').check();
  await expectAccessible(page);

  await page.getByRole('button', { name: 'Zapisz badanie' }).click();
  await expect(page).toHaveURL(/\/needs-assessment\/\d+\/print$/);
  const toast = page.getByText(/Badanie potrzeb zostało zapisane z numerem BP\/\d{4}\/\d{4}/);
  await expect(toast).toBeVisible();
  number = (await toast.textContent())!.match(/BP\/\d{4}\/\d{4}/)![0];
  const print = page.frameLocator('iframe[title^="Wydruk badania"]');
  await expect(print.getByText(number).first()).toBeVisible();
  for (const answer of [
    'Budimex S.A.',
    'Budowa hali B',
    'górska',
    'ul. Budowlana 5, Kraków',
    'elektryczna',
    '800',
    'Rękaw rozprowadzający',
    'Montaż',
  ]) {
    await expect(print.getByText(answer, { exact: false }).first()).toBeVisible();
  }
  await expect(print.getByText('gazowa')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Drukuj' })).toBeEnabled();
  await expectAccessible(page);
  await shot('print-light');

  // On a phone the printed page's boxes stand one under the other: nothing is cut at its right edge.
  const desktop = page.viewportSize()!;
  await page.setViewportSize({ width: 390, height: 844 });
  const frame = await page.locator('iframe[title^="Wydruk badania"]').elementHandle();
  await expect
    .poll(async () =>
      (await frame!.contentFrame())!.evaluate(() => {
        const root = document.scrollingElement as HTMLElement;
        const [first, second] = [...document.querySelectorAll('.grid > .box')].map((box) =>
          box.getBoundingClientRect(),
        );
        return { cut: root.scrollWidth > root.clientWidth, stacked: second.top >= first.bottom };
      }),
    )
    .toEqual({ cut: false, stacked: true });
  await page.setViewportSize(desktop);
});

test('the saved assessment is in the list, previewed, printed and deleted by an admin; the draft is gone', async () => {
  const print = page.frameLocator('iframe[title^="Wydruk badania"]');
  // The draft is gone once saved.
  await page.goto('/needs-assessment');
  await expect(page.getByLabel('Nazwa firmy')).toHaveValue('');
  await expectStep(1, 4, 'Informacje ogólne');

  // The list shows it; the preview holds the client and the answers by category.
  await page.goto('/needs-assessment-list');
  await page.getByLabel('Szukaj badań').fill(number);
  const row = page.getByRole('row').filter({ hasText: number });
  await expect(row).toBeVisible();
  await expect(row).toContainText('Budimex S.A.');
  await expect(row).toContainText('Ola Wrona');
  await expectAccessible(page);
  await shot('list-light');
  await row.getByRole('button', { name: `Podgląd badania ${number}` }).click();
  const preview = page.getByRole('dialog');
  await expect(preview.getByText('Jan Nowak')).toBeVisible();
  await expect(preview.getByRole('region', { name: 'Nagrzewnice - wyposażenie' })).toContainText(
    'Rękaw rozprowadzający',
  );
  await expectAccessible(page, '[role="dialog"]');
  await shot('preview-light');
  await page.keyboard.press('Escape');
  await expect(preview).toBeHidden();

  await useTheme(page, 'dark');
  await expect(row).toBeVisible();
  await expectAccessible(page);
  await shot('list-dark');
  await row.getByRole('button', { name: `Drukuj badanie ${number}` }).click();
  await expect(page).toHaveURL(/\/print$/);
  await expect(print.getByText(number).first()).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('link', { name: 'Powrót do listy badań' }).click();

  // An admin deletes it after the irreversible-action question.
  await page.getByLabel('Szukaj badań').fill(number);
  await row.getByRole('button', { name: `Usuń badanie ${number}` }).click();
  const confirm = page.getByRole('alertdialog');
  await expect(confirm).toContainText('nieodwracalna');
  await expectAccessible(page, '[role="alertdialog"]');
  await confirm.getByRole('button', { name: 'Usuń' }).click();
  await expect(page.getByText('Badanie potrzeb zostało usunięte')).toBeVisible();
  await expect(page.getByText('Brak wyników')).toBeVisible();
  await useTheme(page, 'light');
});

test('discarding a draft asks first and leaves an empty wizard', async () => {
  await page.goto('/needs-assessment');
  await page.getByLabel('Telefon').fill('600 100 200');
  await page.getByLabel('Klimatyzacja').check();
  await expectStep(1, 6, 'Informacje ogólne');
  // Leaving with unsaved work asks first (D19); staying keeps it.
  await page.getByRole('link', { name: 'Zapisane badania' }).click();
  const leave = page
    .getByRole('alertdialog')
    .filter({ hasText: 'Masz niezapisane zmiany. Czy na pewno chcesz wyjść?' });
  await expect(leave).toBeVisible();
  await leave.getByRole('button', { name: 'Zostań' }).click();
  await expect(page).toHaveURL(/\/needs-assessment$/);
  await expect(page.getByLabel('Telefon')).toHaveValue('600 100 200');

  // The wizard in the dark theme, on a desk and on a phone (the draft survives the reloads).
  await useTheme(page, 'dark');
  await expect(page.getByLabel('Telefon')).toHaveValue('600 100 200');
  await expectAccessible(page);
  await shot('wizard-dark');
  await page.setViewportSize({ width: 390, height: 844 });
  await expectAccessible(page);
  await shot('wizard-phone-dark');
  await useTheme(page, 'light');
  await expect(page.getByLabel('Telefon')).toHaveValue('600 100 200');
  await shot('wizard-phone-light');
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.getByRole('button', { name: 'Odrzuć szkic' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Odrzucić szkic?' });
  await confirm.getByRole('button', { name: 'Anuluj' }).click();
  await expect(page.getByLabel('Telefon')).toHaveValue('600 100 200');
  await page.getByRole('button', { name: 'Odrzuć szkic' }).click();
  await confirm.getByRole('button', { name: 'Odrzuć szkic' }).click();
  await expect(page.getByLabel('Telefon')).toHaveValue('');
  await expectStep(1, 4, 'Informacje ogólne');
  await page.reload();
  await expect(page.getByLabel('Telefon')).toHaveValue('');
});

test('the client card needs one field; the save says so under the company name', async () => {
  await page.goto('/needs-assessment');
  await page.getByLabel('Adres').fill('ul. Tylko Adres 1');
  await fillGeneralSteps();
  for (let step = 2; step <= 4; step += 1) {
    await next().click();
    if (step === 2) {
      await page.getByLabel('Strefa klimatyczna').selectOption('umiarkowana');
      await page
        .getByRole('radiogroup', { name: 'Czy urządzenia będą pracować na zewnątrz?' })
        .getByLabel('Nie')
        .check();
    }
    if (step === 3) {
      await page.getByLabel('Adres dostawy').fill('ul. Tylko Adres 1');
      await page.getByRole('radiogroup', { name: 'Czy potrzebny jest transport?' }).getByLabel('Tak').check();
    }
  }
  await page.getByRole('button', { name: 'Zapisz badanie' }).click();
  await expect(
    page
      .getByText('Wypełnij przynajmniej jedno pole: nazwę firmy, osobę kontaktową, telefon lub email')
      .last(),
  ).toBeVisible();
  await expect(page.getByLabel('Nazwa firmy')).toBeFocused();
  // spec-2 §5: the save step repeats the rule in its own words.
  await expect(page.getByText('Wypełnij przynajmniej jedno pole klienta', { exact: true })).toBeVisible();
  await expect(page).toHaveURL(/\/needs-assessment$/);
  await page.getByLabel('E-mail').fill('biuro@firma.pl');
  await page.getByRole('button', { name: 'Zapisz badanie' }).click();
  await expect(page).toHaveURL(/\/needs-assessment\/\d+\/print$/);
});

test('an admin keeps the questionnaire: a new category with its questions becomes a step in its place', async () => {
  await page.goto('/admin/needs-assessment');
  await expect(page.getByRole('heading', { name: 'Pytania badania potrzeb', level: 1 })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Informacje ogólne', exact: true })).toBeVisible();
  await expectAccessible(page);
  await shot('admin-questions-light');

  await page.getByRole('button', { name: 'Dodaj kategorię' }).click();
  let dialog = page.getByRole('dialog', { name: 'Dodaj kategorię' });
  await dialog.getByRole('button', { name: 'Dodaj kategorię' }).click();
  await expect(dialog.getByText('Nazwa kategorii jest wymagana')).toBeVisible();
  await dialog.getByLabel('Nazwa kategorii').fill('Nagrzewnice');
  await dialog.getByRole('button', { name: 'Dodaj kategorię' }).click();
  await expect(dialog.getByText('Kategoria o tej nazwie już istnieje')).toBeVisible();
  await dialog.getByLabel('Nazwa kategorii').fill('Osuszacze');
  await expectAccessible(page, '[role="dialog"]');
  await dialog.getByRole('button', { name: 'Dodaj kategorię' }).click();
  await expect(page.getByText('Kategoria została dodana')).toBeVisible();
  const card = page.getByRole('region', { name: 'Osuszacze', exact: true });
  await expect(card.getByRole('row')).toHaveCount(2);

  // The placeholder becomes a required number question.
  await card.getByRole('button', { name: 'Edytuj pytanie Nowe pytanie' }).click();
  dialog = page.getByRole('dialog', { name: 'Edytuj pytanie' });
  await dialog.getByLabel('Treść pytania').fill('');
  await dialog.getByRole('button', { name: 'Zapisz zmiany' }).click();
  await expect(dialog.getByText('Treść pytania jest wymagana')).toBeVisible();
  await dialog.getByLabel('Treść pytania').fill('Powierzchnia do osuszenia (m²)');
  await dialog.getByLabel('Typ pytania').selectOption('number');
  await dialog.getByLabel('Pozycja').fill('0');
  await dialog.getByRole('button', { name: 'Zapisz zmiany' }).click();
  await expect(dialog.getByText('Pozycja musi być większa od 0')).toBeVisible();
  await dialog.getByLabel('Pozycja').fill('1');
  await dialog.getByLabel('Wymagane').check();
  await dialog.getByRole('button', { name: 'Zapisz zmiany' }).click();
  await expect(page.getByText('Pytanie zostało zaktualizowane')).toBeVisible();

  // A select question with its options, typed in the dialog.
  await card.getByRole('button', { name: 'Dodaj pytanie' }).click();
  dialog = page.getByRole('dialog', { name: 'Dodaj pytanie' });
  await expect(dialog.getByLabel('Kategoria')).toHaveValue('Osuszacze');
  await expect(dialog.getByLabel('Pozycja')).toHaveValue('2');
  await dialog.getByLabel('Treść pytania').fill('Rodzaj osuszacza');
  await dialog.getByLabel('Typ pytania').selectOption('select');
  await dialog.getByRole('button', { name: 'Dodaj pytanie' }).click();
  await expect(dialog.getByText('Dodaj przynajmniej jedną opcję odpowiedzi')).toBeVisible();
  await dialog.getByLabel('Nowa opcja').fill('kondensacyjny');
  await dialog.getByLabel('Nowa opcja').press('Enter');
  await dialog.getByLabel('Nowa opcja').fill('adsorpcyjny');
  await dialog.getByLabel('Nowa opcja').press('Enter');
  await expect(dialog.getByLabel('Opcja 2')).toHaveValue('adsorpcyjny');
  await expectAccessible(page, '[role="dialog"]');
  await shot('admin-question-dialog-light');
  await dialog.getByRole('button', { name: 'Dodaj pytanie' }).click();
  await expect(page.getByText('Pytanie zostało dodane')).toBeVisible();
  await expect(card.getByRole('row')).toHaveCount(3);
  await expect(card).toContainText('kondensacyjny · adsorpcyjny');

  // Switched off, a question leaves the wizard; switched on, it is back.
  await card.getByRole('switch', { name: 'Aktywne: Rodzaj osuszacza' }).click();
  await expect(card.getByRole('switch', { name: 'Aktywne: Rodzaj osuszacza' })).toHaveAttribute(
    'aria-checked',
    'false',
  );
  await useTheme(page, 'dark');
  await expect(card).toBeVisible();
  await expectAccessible(page);
  await shot('admin-questions-dark');
  await useTheme(page, 'light');

  await page.goto('/needs-assessment');
  await page.getByLabel('Nazwa firmy').fill('Osuszanie Sp. z o.o.');
  await expectStep(1, 5, 'Informacje ogólne');
  await page.getByLabel('Nagrzewnica').check();
  // The other categories A–Z after the required four, each followed at once by its equipment twin
  // (D12 as amended).
  const steps = page.getByRole('navigation', { name: 'Kroki badania' }).getByRole('listitem');
  await expect(steps).toHaveText([
    /Informacje ogólne/,
    /Warunki otoczenia/,
    /Logistyka i dodatkowe usługi/,
    /Dodatkowe informacje/,
    /Nagrzewnice$/,
    /Nagrzewnice - wyposażenie/,
    /Osuszacze/,
  ]);
  await page.getByRole('button', { name: 'Odrzuć szkic' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Odrzuć szkic' }).click();

  await page.goto('/admin/needs-assessment');
  await card.getByRole('switch', { name: 'Aktywne: Rodzaj osuszacza' }).click();
  await expect(card.getByRole('switch', { name: 'Aktywne: Rodzaj osuszacza' })).toHaveAttribute(
    'aria-checked',
    'true',
  );
  await card.getByRole('button', { name: 'Usuń pytanie Rodzaj osuszacza' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Usuń pytanie' }).click();
  await expect(page.getByText('Pytanie zostało usunięte')).toBeVisible();
  await expect(card.getByRole('row')).toHaveCount(2);

  await card.getByRole('button', { name: 'Usuń kategorię' }).click();
  const confirm = page.getByRole('alertdialog');
  await expect(confirm).toContainText('Kategoria „Osuszacze” i jej 1 pytanie zostaną usunięte');
  await confirm.getByRole('button', { name: 'Usuń kategorię' }).click();
  await expect(page.getByText('Kategoria została usunięta')).toBeVisible();
  await expect(card).toBeHidden();
});

/** Presses Tab until `target` has the focus (a keyboard user's way there). */
async function tabTo(target: Locator) {
  for (let presses = 0; presses < 80; presses += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error('not reachable with Tab');
}

test('the wizard can be completed with the keyboard only', async () => {
  await page.goto('/needs-assessment');
  await expectStep(1, 4, 'Informacje ogólne');
  await tabTo(page.getByLabel('Nazwa firmy'));
  await page.keyboard.type('Klawiatura S.A.');
  await tabTo(page.getByLabel('Nazwa wydarzenia lub inwestycji'));
  await page.keyboard.type('Targi');
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('Rodzaj przedsięwzięcia')).toBeFocused();
  await page.keyboard.press('ArrowDown');
  // The planned start is a date question (D22): typed as a day, past the calendar's button.
  await page.keyboard.press('Tab');
  await page.keyboard.type('01.03.2027');
  await tabTo(page.getByLabel('Przewidywany czas wynajmu (dni)'));
  await page.keyboard.type('7');
  await tabTo(page.getByLabel('Maszt oświetleniowy'));
  await page.keyboard.press('Space');
  await expectStep(1, 6, 'Informacje ogólne');
  await tabTo(next());
  await page.keyboard.press('Enter');
  await expectStep(2, 6, 'Warunki otoczenia');
  await expect(stepTitle()).toBeFocused();
  await page.keyboard.press('Tab');
  await page.keyboard.press('ArrowDown');
  await expect(page.getByLabel('Strefa klimatyczna')).not.toHaveValue('');
  await tabTo(
    page.getByRole('radiogroup', { name: 'Czy urządzenia będą pracować na zewnątrz?' }).getByLabel('Tak'),
  );
  await page.keyboard.press('Space');
  await tabTo(next());
  await page.keyboard.press('Enter');
  await expectStep(3, 6, 'Logistyka i dodatkowe usługi');
  await tabTo(page.getByLabel('Adres dostawy'));
  await page.keyboard.type('Hala 3');
  await tabTo(page.getByRole('radiogroup', { name: 'Czy potrzebny jest transport?' }).getByLabel('Tak'));
  await page.keyboard.press('Space');
  await tabTo(next());
  await page.keyboard.press('Enter');
  await tabTo(next());
  await page.keyboard.press('Enter');
  await expectStep(5, 6, 'Maszty oświetleniowe');
  await tabTo(page.getByLabel('Oświetlana powierzchnia (m²)'));
  await page.keyboard.type('500');
  await tabTo(next());
  await page.keyboard.press('Enter');
  await expectStep(6, 6, 'Maszty oświetleniowe - wyposażenie');
  await tabTo(page.getByRole('button', { name: 'Zapisz badanie' }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/needs-assessment\/\d+\/print$/);
});
