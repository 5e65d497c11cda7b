import type { Question } from '@ppp/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp, type TestClient } from '../../test/harness.ts';

let app: TestApp;
let admin: TestClient;
let employee: TestClient;
let manager: TestClient;
let pending: TestClient;
let questions: Question[];

const byText = (text: string, category?: string) => {
  const found = questions.find((q) => q.question === text && (!category || q.category === category));
  if (!found) throw new Error(`no question ${text}`);
  return found;
};

/** Every required answer of the demo questionnaire's ungated steps. */
function requiredGeneralAnswers(): Record<string, string | string[]> {
  return {
    [byText('Nazwa wydarzenia lub inwestycji').id]: 'Hala Gdańsk',
    [byText('Rodzaj przedsięwzięcia').id]: 'Hala produkcyjna',
    [byText('Planowany termin rozpoczęcia').id]: '2026-12-01',
    [byText('Przewidywany czas wynajmu (dni)').id]: '30',
    [byText('Strefa klimatyczna').id]: 'nadmorska',
    [byText('Czy urządzenia będą pracować na zewnątrz?').id]: 'nie',
    [byText('Adres dostawy').id]: 'ul. Portowa 1, Gdańsk',
    [byText('Czy potrzebny jest transport?').id]: 'tak',
  };
}

const client = { clientCompanyName: 'Stocznia Północ', clientContactPerson: 'Jan Nowak' };

beforeAll(async () => {
  app = await startTestApp({}, { seed: true });
  admin = await app.signIn('admin@firma.pl', { firstName: 'Adam', lastName: 'Admin' });
  employee = await app.userWithRole(admin, 'pracownik@firma.pl', 'employee');
  manager = await app.userWithRole(admin, 'elektryk@firma.pl', 'electrical_manager');
  pending = await app.signIn('nowy@firma.pl');
  questions = await (await employee.get('/api/needs-assessment/questions')).json();
});
afterAll(() => app.close());

describe('questions (spec-2 §7, D1, D12)', () => {
  it('answers every question with its isActive and options to every approved user, none to others', async () => {
    expect(questions.length).toBeGreaterThan(30);
    expect(byText('Strefa klimatyczna').options).toEqual([
      'umiarkowana',
      'kontynentalna',
      'nadmorska',
      'górska',
    ]);
    expect(byText('Strefa klimatyczna').type).toBe('select');
    expect((await app.client().get('/api/needs-assessment/questions')).status).toBe(401);
    expect((await pending.get('/api/needs-assessment/questions')).status).toBe(403);
    expect((await manager.get('/api/needs-assessment/questions')).status).toBe(200);
  });

  it.each([
    ['POST', '/api/needs-assessment/questions'],
    ['PATCH', '/api/needs-assessment/questions/1'],
    ['DELETE', '/api/needs-assessment/questions/1'],
    ['POST', '/api/needs-assessment/categories'],
    ['DELETE', '/api/needs-assessment/categories/Uwagi'],
  ])('%s %s is the admin’s only (403 before validation for others)', async (method, path) => {
    for (const user of [employee, manager]) {
      const response = await user.send(method, path, {});
      expect(response.status).toBe(403);
      expect(await response.json()).toEqual({ message: 'Brak uprawnień' });
    }
    expect((await app.client().send(method, path, {})).status).toBe(401);
  });

  it.each([
    [{ category: '', question: 'x', type: 'text', position: 1 }, 'category', 'Kategoria jest wymagana'],
    [{ category: 'A', question: ' ', type: 'text', position: 1 }, 'question', 'Treść pytania jest wymagana'],
    [
      { category: 'A', question: 'x', type: 'text', position: 0 },
      'position',
      'Pozycja musi być większa od 0',
    ],
    [
      { category: 'A', question: 'x', type: 'text', position: 1.5 },
      'position',
      'Pozycja musi być liczbą całkowitą',
    ],
    // Typed with a Polish comma, or not a number at all: no whole number, not 'not above 0'.
    [
      { category: 'A', question: 'x', type: 'text', position: '1,5' },
      'position',
      'Pozycja musi być liczbą całkowitą',
    ],
    [
      { category: 'A', question: 'x', type: 'text', position: 'abc' },
      'position',
      'Pozycja musi być liczbą całkowitą',
    ],
    [
      { category: 'A', question: 'x', type: 'text', position: '' },
      'position',
      'Pozycja musi być liczbą całkowitą',
    ],
    [{ category: 'A', question: 'x', type: 'text', position: 1e20 }, 'position', 'Pozycja jest zbyt duża'],
    [{ category: 'A', question: 'x', type: 'slider', position: 1 }, 'type', 'Nieprawidłowy typ pytania'],
    [
      { category: 'A', question: 'x', type: 'select', position: 1, options: [] },
      'options',
      'Dodaj przynajmniej jedną opcję odpowiedzi',
    ],
  ])('refuses %j with its message', async (body, field, message) => {
    const response = await admin.send('POST', '/api/needs-assessment/questions', body);
    expect(response.status).toBe(400);
    expect((await response.json()).errors[field]).toBe(message);
  });

  it('creates, edits, toggles and deletes a question', async () => {
    const created = await admin.send('POST', '/api/needs-assessment/questions', {
      category: 'Dodatkowe informacje',
      question: 'Preferowana godzina kontaktu',
      type: 'select',
      position: 9,
      isRequired: false,
      isActive: true,
      categoryType: 'general',
      options: ['rano', 'po południu'],
    });
    expect(created.status).toBe(201);
    const question = await created.json();
    expect(question).toMatchObject({ options: ['rano', 'po południu'], isActive: true });
    const toggled = await admin.send('PATCH', `/api/needs-assessment/questions/${question.id}`, {
      isActive: false,
    });
    expect(await toggled.json()).toMatchObject({ isActive: false, question: 'Preferowana godzina kontaktu' });
    const edited = await admin.send('PATCH', `/api/needs-assessment/questions/${question.id}`, {
      category: 'Dodatkowe informacje',
      question: 'Godzina kontaktu',
      type: 'text',
      position: 9,
      options: ['ignored for text'],
    });
    expect(await edited.json()).toMatchObject({ question: 'Godzina kontaktu', type: 'text', options: [] });
    // A full form with a wrong field answers that field's message, as its POST does (D6).
    const full = {
      category: 'Dodatkowe informacje',
      question: 'Godzina kontaktu',
      type: 'text',
      position: 9,
    };
    for (const [wrong, errors] of [
      [{ question: '  ' }, { question: 'Treść pytania jest wymagana' }],
      [{ position: 0 }, { position: 'Pozycja musi być większa od 0' }],
      [{ isActive: 'tak' }, { isActive: expect.any(String) }],
    ] as const) {
      const refused = await admin.send('PATCH', `/api/needs-assessment/questions/${question.id}`, {
        ...full,
        ...wrong,
      });
      expect(refused.status).toBe(400);
      expect((await refused.json()).errors).toEqual(errors);
    }
    const badSwitch = await admin.send('PATCH', `/api/needs-assessment/questions/${question.id}`, {
      isActive: 'tak',
    });
    expect((await badSwitch.json()).errors).toEqual({ isActive: 'Nieprawidłowa wartość' });
    expect((await admin.send('DELETE', `/api/needs-assessment/questions/${question.id}`)).status).toBe(204);
    expect((await admin.send('DELETE', `/api/needs-assessment/questions/${question.id}`)).status).toBe(404);
  });
});

describe('categories (D12)', () => {
  it('adds an equipment category with both placeholders atomically, refuses the name again, deletes by name', async () => {
    const response = await admin.send('POST', '/api/needs-assessment/categories', {
      name: 'Osuszacze',
      categoryType: 'equipment',
    });
    expect(response.status).toBe(201);
    const created = await response.json();
    expect(created).toEqual([
      expect.objectContaining({
        category: 'Osuszacze',
        question: 'Nowe pytanie',
        type: 'multiple_choice',
        position: 1,
        isRequired: false,
        isActive: true,
      }),
      expect.objectContaining({
        category: 'Osuszacze - wyposażenie',
        question: 'Nowe pytanie',
        type: 'multiple_choice',
      }),
    ]);
    const again = await admin.send('POST', '/api/needs-assessment/categories', {
      name: 'Osuszacze',
      categoryType: 'general',
    });
    expect(again.status).toBe(409);
    expect((await again.json()).message).toBe('Kategoria o tej nazwie już istnieje');
    // Case ignored (and the name trimmed): the same step.
    const cased = await admin.send('POST', '/api/needs-assessment/categories', {
      name: '  osuszacze ',
      categoryType: 'general',
    });
    expect(cased.status).toBe(409);
    // A taken twin name refuses the whole pair: nothing is half-written.
    await admin.send('POST', '/api/needs-assessment/categories', { name: 'Pompy - wyposażenie' });
    const twin = await admin.send('POST', '/api/needs-assessment/categories', {
      name: 'Pompy',
      categoryType: 'equipment',
    });
    expect(twin.status).toBe(409);
    const all: Question[] = await (await admin.get('/api/needs-assessment/questions')).json();
    expect(all.filter((q) => q.category === 'Pompy')).toEqual([]);

    expect(
      (
        await admin.send(
          'DELETE',
          `/api/needs-assessment/categories/${encodeURIComponent('Osuszacze - wyposażenie')}`,
        )
      ).status,
    ).toBe(204);
    const after: Question[] = await (await admin.get('/api/needs-assessment/questions')).json();
    expect(after.some((q) => q.category === 'Osuszacze - wyposażenie')).toBe(false);
    expect(after.some((q) => q.category === 'Osuszacze')).toBe(true);
    expect((await admin.send('DELETE', '/api/needs-assessment/categories/Nieistniejąca')).status).toBe(404);
    // Found by the fuzzer (issue 16 §2): a NUL in the name was a 500.
    const nul = await admin.send('DELETE', '/api/needs-assessment/categories/%00');
    expect(nul.status).toBe(400);
    expect((await nul.json()).errors).toEqual({ name: 'Tekst zawiera niedozwolone znaki' });
    const empty = await admin.send('POST', '/api/needs-assessment/categories', { name: '  ' });
    expect((await empty.json()).errors.name).toBe('Nazwa kategorii jest wymagana');
  });
});

describe('responses (D12)', () => {
  it('saves with a BP number, keeping only active answers in step order, with the question snapshot', async () => {
    const heater = byText('Nagrzewnica');
    const answers = {
      ...requiredGeneralAnswers(),
      // Heater steps answered but the heater not ticked: dropped.
      [byText('Ogrzewana kubatura (m³)').id]: '500',
      // An unknown question: dropped.
      999999: 'x',
      [heater.id]: 'false',
    };
    const response = await employee.send('POST', '/api/needs-assessment/responses', {
      ...client,
      responses: answers,
    });
    expect(response.status).toBe(201);
    const saved = await response.json();
    expect(saved.responseNumber).toMatch(/^BP\/\d{4}\/\d{4}$/);
    expect(saved.responses[byText('Ogrzewana kubatura (m³)').id]).toBeUndefined();
    expect(saved.responses['999999']).toBeUndefined();
    expect(saved.answers[0]).toMatchObject({
      category: 'Informacje ogólne',
      question: 'Nazwa wydarzenia lub inwestycji',
    });
    // D12 as amended: the count is of the answers given; the unticked boxes kept beside them are none.
    expect(saved.answerCount).toBe(Object.keys(requiredGeneralAnswers()).length);
    expect(saved.answers.length).toBeGreaterThan(saved.answerCount);
    expect(saved.createdBy).toMatchObject({ email: 'pracownik@firma.pl' });
  });

  it('drops the answer of an inactive question', async () => {
    const note = byText('Uwagi', 'Dodatkowe informacje');
    await admin.send('PATCH', `/api/needs-assessment/questions/${note.id}`, { isActive: false });
    const saved = await (
      await employee.send('POST', '/api/needs-assessment/responses', {
        ...client,
        responses: { ...requiredGeneralAnswers(), [note.id]: 'ważne' },
      })
    ).json();
    expect(saved.responses[note.id]).toBeUndefined();
    await admin.send('PATCH', `/api/needs-assessment/questions/${note.id}`, { isActive: true });
  });

  it('names a blank required answer of an active category; the same question is not required while inactive', async () => {
    const heater = byText('Nagrzewnica');
    const volume = byText('Ogrzewana kubatura (m³)');
    const refused = await employee.send('POST', '/api/needs-assessment/responses', {
      ...client,
      responses: {
        ...requiredGeneralAnswers(),
        [heater.id]: 'true',
        [byText('Rodzaj nagrzewnicy').id]: 'elektryczna',
        [byText('Wyposażenie', 'Nagrzewnice - wyposażenie').id]: ['Termostat'],
      },
    });
    expect(refused.status).toBe(400);
    expect((await refused.json()).errors).toEqual({ [`responses.${volume.id}`]: 'Odpowiedź jest wymagana' });
    const accepted = await employee.send('POST', '/api/needs-assessment/responses', {
      ...client,
      responses: requiredGeneralAnswers(),
    });
    expect(accepted.status).toBe(201);
  });

  it('names the missing answers in the wizard’s step order: each equipment step right after its category', async () => {
    // A required question in the generator's equipment twin, which now comes before the heater's steps.
    const cable = await (
      await admin.send('POST', '/api/needs-assessment/questions', {
        category: 'Agregaty prądotwórcze - wyposażenie',
        question: 'Długość przewodów (m)',
        type: 'number',
        position: 9,
        isRequired: true,
        categoryType: 'equipment',
      })
    ).json();
    try {
      const refused = await employee.send('POST', '/api/needs-assessment/responses', {
        ...client,
        responses: {
          ...requiredGeneralAnswers(),
          [byText('Agregat prądotwórczy').id]: 'true',
          [byText('Wymagana moc (kVA)').id]: '20',
          [byText('Czy agregat będzie pracować w trybie ciągłym 24/7?').id]: 'tak',
          [byText('Nagrzewnica').id]: 'true',
        },
      });
      expect(refused.status).toBe(400);
      const body = await refused.json();
      expect(Object.keys(body.errors)).toEqual([
        `responses.${cable.id}`,
        `responses.${byText('Rodzaj nagrzewnicy').id}`,
        `responses.${byText('Ogrzewana kubatura (m³)').id}`,
        `responses.${byText('Wyposażenie', 'Nagrzewnice - wyposażenie').id}`,
      ]);
      // The first of them, by its question.
      expect(body.message).toBe('Długość przewodów (m): Odpowiedź jest wymagana');
    } finally {
      await admin.send('DELETE', `/api/needs-assessment/questions/${cable.id}`);
    }
  });

  it.each([
    ['Czy potrzebny jest transport?', 'może'],
    ['Strefa klimatyczna', 'arktyczna'],
    ['Przewidywany czas wynajmu (dni)', 'trzydzieści'],
    ['Usługi dodatkowe', ['Pranie']],
  ])('refuses a wrongly formed answer to “%s”', async (text, answer) => {
    const question = byText(text);
    const response = await employee.send('POST', '/api/needs-assessment/responses', {
      ...client,
      responses: { ...requiredGeneralAnswers(), [question.id]: answer },
    });
    expect(response.status).toBe(400);
    expect((await response.json()).errors[`responses.${question.id}`]).toBe('Nieprawidłowa odpowiedź');
  });

  it('needs one client field; an address alone is not enough', async () => {
    const response = await employee.send('POST', '/api/needs-assessment/responses', {
      clientAddress: 'ul. Długa 1',
      responses: requiredGeneralAnswers(),
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      message: 'Wypełnij przynajmniej jedno pole klienta',
      errors: {
        clientCompanyName:
          'Wypełnij przynajmniej jedno pole: nazwę firmy, osobę kontaktową, telefon lub email',
      },
    });
    const badEmail = await employee.send('POST', '/api/needs-assessment/responses', {
      clientEmail: 'nie-email',
      responses: requiredGeneralAnswers(),
    });
    expect((await badEmail.json()).errors.clientEmail).toBe('Nieprawidłowy format email');
    const badPhone = await employee.send('POST', '/api/needs-assessment/responses', {
      ...client,
      clientPhone: 'zadzwoń rano',
      responses: requiredGeneralAnswers(),
    });
    expect(badPhone.status).toBe(400);
    expect((await badPhone.json()).errors.clientPhone).toBe('Nieprawidłowy numer telefonu');
  });

  it('gives 50 parallel saves 50 distinct numbers', async () => {
    const results = await Promise.all(
      Array.from({ length: 50 }, () =>
        employee.send('POST', '/api/needs-assessment/responses', {
          ...client,
          responses: requiredGeneralAnswers(),
        }),
      ),
    );
    expect(results.map((r) => r.status).every((s) => s === 201)).toBe(true);
    const numbers = await Promise.all(results.map(async (r) => (await r.json()).responseNumber));
    expect(new Set(numbers).size).toBe(50);
  });

  it('keeps a saved assessment’s preview and print when its question is edited or deleted', async () => {
    const extra = await (
      await admin.send('POST', '/api/needs-assessment/questions', {
        category: 'Dodatkowe informacje',
        question: 'Kolor kontenera',
        type: 'text',
        position: 8,
      })
    ).json();
    const saved = await (
      await employee.send('POST', '/api/needs-assessment/responses', {
        ...client,
        responses: { ...requiredGeneralAnswers(), [extra.id]: 'zielony' },
      })
    ).json();
    const before = await (await employee.get(`/api/needs-assessment/responses/${saved.id}`)).json();
    const printBefore = await (
      await employee.get(`/api/needs-assessment/responses/${saved.id}/print?autoprint=0`)
    ).text();
    await admin.send('PATCH', `/api/needs-assessment/questions/${extra.id}`, {
      category: 'Inna',
      question: 'Zmienione pytanie',
      type: 'textarea',
      position: 1,
    });
    const zone = byText('Strefa klimatyczna');
    await admin.send('DELETE', `/api/needs-assessment/questions/${zone.id}`);
    const after = await (await employee.get(`/api/needs-assessment/responses/${saved.id}`)).json();
    expect(after).toEqual(before);
    const printAfter = await (
      await employee.get(`/api/needs-assessment/responses/${saved.id}/print?autoprint=0`)
    ).text();
    const strip = (html: string) => html.replace(/\d{2}\.\d{2}\.\d{4} \d{2}:\d{2}/g, '');
    expect(strip(printAfter)).toBe(strip(printBefore));
    expect(printAfter).toContain('Kolor kontenera');
    expect(printAfter).toContain('Strefa klimatyczna');
    questions = await (await admin.get('/api/needs-assessment/questions')).json();
    // Restore the deleted question for the other tests.
    await admin.send('POST', '/api/needs-assessment/questions', { ...zone, id: undefined });
    questions = await (await admin.get('/api/needs-assessment/questions')).json();
  });

  it('escapes the client in the print page', async () => {
    const saved = await (
      await employee.send('POST', '/api/needs-assessment/responses', {
        clientCompanyName: '<img src=x onerror=alert(1)>',
        responses: requiredGeneralAnswers(),
      })
    ).json();
    const answer = await employee.get(`/api/needs-assessment/responses/${saved.id}/print`);
    // D7: print pages, and only they, may be framed by our own origin (the in-app print route).
    expect(answer.headers.get('content-security-policy')).toContain("frame-ancestors 'self'");
    expect(answer.headers.get('x-frame-options')).toBe('SAMEORIGIN');
    const html = await answer.text();
    expect(html).not.toContain('<img src=x');
    expect(html).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect(html).toContain(saved.responseNumber);
    expect(html).toContain('PPP :: Program / system wycen');
  });

  it('lists paged with search over number, company and contact; every approved user views', async () => {
    const page = await (await manager.get('/api/needs-assessment/responses?pageSize=5')).json();
    expect(page).toMatchObject({ page: 1, pageSize: 5 });
    expect(page.items).toHaveLength(5);
    expect(page.total).toBeGreaterThan(50);
    expect(page.items[0]).not.toHaveProperty('answers');
    const found = await (
      await manager.get(`/api/needs-assessment/responses?search=${encodeURIComponent('nowak')}`)
    ).json();
    expect(
      found.items.every((item: { clientContactPerson: string }) => item.clientContactPerson === 'Jan Nowak'),
    ).toBe(true);
    const byNumber = page.items[0].responseNumber;
    const one = await (
      await manager.get(`/api/needs-assessment/responses?search=${encodeURIComponent(byNumber)}`)
    ).json();
    expect(one.items.map((item: { responseNumber: string }) => item.responseNumber)).toEqual([byNumber]);
    // A company typed without its Polish letters or punctuation (D19's name key).
    const polish = await (
      await employee.send('POST', '/api/needs-assessment/responses', {
        clientCompanyName: 'Łódzkie Żurawie Sp. z o.o.',
        responses: requiredGeneralAnswers(),
      })
    ).json();
    for (const typed of ['lodzkie zurawie', 'ŁÓDZKIE-ŻURAWIE SP Z OO']) {
      const plain = await (
        await manager.get(`/api/needs-assessment/responses?search=${encodeURIComponent(typed)}`)
      ).json();
      expect(plain.items.map((item: { id: number }) => item.id)).toEqual([polish.id]);
    }
    expect((await manager.get('/api/needs-assessment/responses?pageSize=500')).status).toBe(400);
    expect((await pending.get('/api/needs-assessment/responses')).status).toBe(403);
  });

  it('deletes for the admin only, after the permission check', async () => {
    const saved = await (
      await employee.send('POST', '/api/needs-assessment/responses', {
        ...client,
        responses: requiredGeneralAnswers(),
      })
    ).json();
    expect((await employee.send('DELETE', `/api/needs-assessment/responses/${saved.id}`)).status).toBe(403);
    expect((await manager.send('DELETE', '/api/needs-assessment/responses/999999')).status).toBe(403);
    expect((await admin.send('DELETE', `/api/needs-assessment/responses/${saved.id}`)).status).toBe(204);
    expect((await admin.send('DELETE', `/api/needs-assessment/responses/${saved.id}`)).status).toBe(404);
    const gone = await employee.get(`/api/needs-assessment/responses/${saved.id}`);
    expect(gone.status).toBe(404);
    expect((await gone.json()).message).toBe('Nie znaleziono badania');
  });
});
