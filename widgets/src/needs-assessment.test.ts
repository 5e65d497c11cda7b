import type { WizardQuestion } from '@ppp/domain/assessments/wizard';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mount } from './needs-assessment.tsx';
import { answer, button, mountWidget, press, typeInto } from './test/widget.ts';

let nextId = 1;
const question = (category: string, text: string, extra: Partial<WizardQuestion> = {}): WizardQuestion => ({
  id: nextId++,
  category,
  question: text,
  type: 'text',
  position: nextId,
  isRequired: false,
  isActive: true,
  categoryType: 'general',
  options: [],
  ...extra,
});

const eventName = question('Informacje ogólne', 'Nazwa wydarzenia', { isRequired: true });
const outdoor = question('Informacje ogólne', 'Praca na zewnątrz', { type: 'radio', isRequired: true });
const heater = question('Informacje ogólne', 'Nagrzewnica', { type: 'equipment_option' });
const zone = question('Warunki otoczenia', 'Strefa klimatyczna', {
  type: 'select',
  isRequired: true,
  options: ['umiarkowana', 'górska'],
});
const ventilation = question('Wentylacja', 'Kubatura hali', { isRequired: true });
const heaterPower = question('Nagrzewnice', 'Moc grzewcza (kW)', {
  type: 'number',
  isRequired: true,
  categoryType: 'equipment',
});
const heaterKit = question('Nagrzewnice - wyposażenie', 'Wyposażenie nagrzewnicy', {
  type: 'multiple_choice',
  categoryType: 'equipment',
  options: ['Termostat', 'Rękaw'],
});
const questions = [ventilation, heaterKit, heaterPower, zone, heater, outdoor, eventName];

const scrolled = vi.fn();
beforeEach(() => {
  // jsdom lays nothing out: record where the widget asks to be scrolled.
  Element.prototype.scrollIntoView = scrolled;
});
afterEach(() => {
  document.body.replaceChildren();
  scrolled.mockReset();
  vi.unstubAllGlobals();
});

function openWidget() {
  return mountWidget(mount, {
    'GET /needs-assessment/questions': () => answer(questions),
    'POST /needs-assessment': () => answer({ id: 3, responseNumber: 'BP/2026/0007' }, 201),
  });
}

const field = (root: ShadowRoot, q: WizardQuestion) => root.getElementById(`a-${q.id}`) as HTMLInputElement;
const choice = (root: ShadowRoot, q: WizardQuestion, index = 0) =>
  root.querySelectorAll<HTMLInputElement>(`input[name="a-${q.id}"]`)[index];
const legend = (root: ShadowRoot) => root.querySelector('form > fieldset > legend')?.textContent;

describe('<ppp-needs-assessment> (D12 as amended)', () => {
  it('keeps “Następny” enabled; pressed with required answers blank it marks each and focuses the first', async () => {
    const { root } = openWidget();
    await vi.waitFor(() => expect(root.querySelector('input[autocomplete=organization]')).toBeTruthy());
    await typeInto(root.querySelector('input[autocomplete=organization]'), 'Budimex S.A.');
    await press(button(root, 'Następny'));
    await vi.waitFor(() => expect(legend(root)).toBe('Informacje ogólne'));
    // Unticked boxes are no answers.
    expect(root.textContent).toContain('Odpowiedzi: 0 z 5');

    expect(button(root, 'Następny').disabled).toBe(false);
    await press(button(root, 'Następny'));
    await vi.waitFor(() => expect(root.activeElement).toBe(field(root, eventName)));
    expect(field(root, eventName).getAttribute('aria-invalid')).toBe('true');
    expect(root.querySelector('[role=radiogroup]')?.getAttribute('aria-invalid')).toBe('true');
    expect([...root.querySelectorAll('.error')].map((error) => error.textContent)).toEqual([
      'Odpowiedź jest wymagana',
      'Odpowiedź jest wymagana',
    ]);

    // The first still missing is the yes / no question: its first choice takes the focus.
    await typeInto(field(root, eventName), 'Targi');
    await press(button(root, 'Następny'));
    await vi.waitFor(() => expect(root.activeElement).toBe(choice(root, outdoor)));
    expect(legend(root)).toBe('Informacje ogólne');

    await press(choice(root, outdoor));
    await press(choice(root, heater));
    await vi.waitFor(() => expect(root.textContent).toContain('Odpowiedzi: 3 z 7'));
    await press(button(root, 'Następny'));
    await vi.waitFor(() => expect(legend(root)).toBe('Warunki otoczenia'));
    expect(root.querySelector('.error')).toBeNull();
  });

  it('walks each equipment step right after its category, then thanks the visitor, in view and focused, with no form left', async () => {
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: query === '(prefers-reduced-motion: reduce)',
    }));
    const { root, fetchMock } = openWidget();
    await vi.waitFor(() => expect(root.querySelector('input[autocomplete=organization]')).toBeTruthy());
    await typeInto(root.querySelector('input[autocomplete=organization]'), 'Budimex S.A.');
    await press(button(root, 'Następny'));
    await vi.waitFor(() => expect(field(root, eventName)).toBeTruthy());
    await typeInto(field(root, eventName), 'Targi');
    await press(choice(root, outdoor));
    await press(choice(root, heater));

    const walked: (string | null | undefined)[] = [];
    const answers: [WizardQuestion, string][] = [
      [zone, 'górska'],
      [heaterPower, '25'],
      [ventilation, '1200'],
    ];
    for (let step = 0; step < 4; step++) {
      const before = legend(root);
      await press(button(root, 'Następny'));
      await vi.waitFor(() => expect(legend(root)).not.toBe(before));
      walked.push(legend(root));
      for (const [asked, value] of answers) if (field(root, asked)) await typeInto(field(root, asked), value);
    }
    expect(walked).toEqual(['Warunki otoczenia', 'Nagrzewnice', 'Nagrzewnice - wyposażenie', 'Wentylacja']);

    await press(button(root, 'Wyślij badanie'));
    await vi.waitFor(() => expect(root.querySelector('.ok')).toBeTruthy());
    const thanks = root.querySelector('.ok') as HTMLElement;
    expect(thanks.textContent).toContain('Badanie potrzeb zostało zapisane z numerem BP/2026/0007.');
    expect(thanks.textContent).toContain('Co dalej?');
    expect(thanks.textContent).toContain('Odpowiemy e-mailem lub telefonicznie');
    await vi.waitFor(() => expect(root.activeElement).toBe(thanks));
    expect(thanks.tabIndex).toBe(-1);
    // The visitor asked for less motion: no smooth scrolling.
    expect(scrolled).toHaveBeenCalledWith({ block: 'center', behavior: 'auto' });
    expect(root.querySelector('form')).toBeNull();
    expect(root.querySelectorAll('button')).toHaveLength(0);
    const sent = fetchMock.mock.calls.filter(([, init]) => init?.method === 'POST');
    expect(sent).toHaveLength(1);
  });

  it('gives each new step the focus, and after a refused send goes back to the refused field, marked and focused', async () => {
    const { root } = mountWidget(mount, {
      'GET /needs-assessment/questions': () => answer([eventName]),
      'POST /needs-assessment': () =>
        answer(
          {
            code: 'validation_failed',
            message: 'Nieprawidłowy format email',
            errors: { clientEmail: 'Nieprawidłowy format email' },
          },
          400,
        ),
    });
    await vi.waitFor(() => expect(root.querySelector('input[autocomplete=email]')).toBeTruthy());
    await typeInto(root.querySelector('input[autocomplete=email]'), 'jan@firma.pl');
    await press(button(root, 'Następny'));
    await vi.waitFor(() => expect(root.activeElement).toBe(field(root, eventName)));
    // Back to the first step: 'Poprzedni' is disabled there, the first field takes the focus.
    await press(button(root, 'Poprzedni'));
    await vi.waitFor(() => expect(root.activeElement).toBe(root.querySelector('input')));
    await press(button(root, 'Następny'));
    await typeInto(field(root, eventName), 'Targi');
    await press(button(root, 'Wyślij badanie'));

    const email = () => root.querySelector('input[autocomplete=email]') as HTMLInputElement;
    await vi.waitFor(() => expect(root.activeElement).toBe(email()));
    expect(email().getAttribute('aria-invalid')).toBe('true');
    await typeInto(email(), 'jan.kowalski@firma.pl');
    expect(email().getAttribute('aria-invalid')).toBeNull();
  });

  it('gives a refusal that marks no field its alert, focused (the send button was disabled under the focus)', async () => {
    const { root } = mountWidget(mount, {
      'GET /needs-assessment/questions': () => answer([eventName]),
      'POST /needs-assessment': () =>
        answer({ code: 'rate_limited', message: 'Zbyt wiele żądań. Spróbuj ponownie za 30 s.' }, 429),
    });
    await vi.waitFor(() => expect(root.querySelector('input[autocomplete=organization]')).toBeTruthy());
    await typeInto(root.querySelector('input[autocomplete=organization]'), 'Budimex S.A.');
    await press(button(root, 'Następny'));
    await typeInto(field(root, eventName), 'Targi');
    await press(button(root, 'Wyślij badanie'));
    await vi.waitFor(() => expect(root.activeElement?.getAttribute('role')).toBe('alert'));
    expect(root.activeElement?.textContent).toBe('Zbyt wiele żądań. Spróbuj ponownie za 30 s.');
    // Still on the last step, the answer kept.
    expect(field(root, eventName).value).toBe('Targi');
  });
});
