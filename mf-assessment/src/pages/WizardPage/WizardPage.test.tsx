import type { Question } from '@ppp/domain';
import { dismissToast } from '@ppp/ui';
import { answerFetch, json, renderArea, userOf } from '@ppp/ui/test/area.tsx';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { WizardPage } from './WizardPage.tsx';

afterEach(() => {
  cleanup();
  dismissToast();
  vi.unstubAllGlobals();
});

let nextId = 1;
const question = (category: string, text: string, extra: Partial<Question> = {}): Question => ({
  id: nextId++,
  category,
  question: text,
  type: 'text',
  position: nextId,
  isRequired: false,
  isActive: true,
  categoryType: 'general',
  options: [],
  fills: null,
  ...extra,
});

const eventName = question('Informacje ogólne', 'Nazwa wydarzenia', { isRequired: true });
const outdoor = question('Informacje ogólne', 'Praca na zewnątrz', { type: 'radio', isRequired: true });
const heater = question('Informacje ogólne', 'Nagrzewnica', { type: 'equipment_option' });
const consent = question('Informacje ogólne', 'Zgoda na kontakt', { type: 'checkbox' });
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
  isRequired: true,
  categoryType: 'equipment',
  options: ['Termostat', 'Rękaw'],
});
const questions = [ventilation, heaterKit, heaterPower, zone, consent, heater, outdoor, eventName];

function openWizard() {
  const fetchMock = answerFetch({
    'GET /api/needs-assessment/questions': () => json(questions),
    'GET /api/auth/user': () => json(userOf({ role: 'employee' })),
  });
  renderArea(<WizardPage />, '/needs-assessment');
  return fetchMock;
}

const next = () => screen.getByRole('button', { name: 'Następny' });
const stepTitle = () => document.getElementById('assessment-step-title')?.textContent;
const control = (q: Question) => document.querySelector<HTMLElement>(`[name="question-${q.id}"]`);

describe('the staff wizard (D12 as amended)', () => {
  it('keeps “Następny” enabled; pressed with required answers blank it marks each and focuses the first, then goes on once answered', async () => {
    openWizard();
    await screen.findByLabelText(/Nazwa wydarzenia/);
    // Unticked boxes are no answers: nothing answered yet of the 6 questions of the open steps.
    expect(screen.getByText('Odpowiedzi: 0 z 6')).toBeTruthy();
    expect(next().hasAttribute('disabled')).toBe(false);

    fireEvent.click(next());
    expect(stepTitle()).toBe('Informacje ogólne');
    expect(screen.getAllByText('Odpowiedź jest wymagana')).toHaveLength(2);
    expect(control(eventName)?.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByRole('radiogroup', { name: /Praca na zewnątrz/ }).getAttribute('aria-invalid')).toBe(
      'true',
    );
    expect(document.activeElement).toBe(control(eventName));

    fireEvent.change(control(eventName)!, { target: { value: 'Targi' } });
    fireEvent.click(next());
    expect(stepTitle()).toBe('Informacje ogólne');
    // The first still missing: the yes / no question, its first choice focused.
    expect(document.activeElement).toBe(control(outdoor));

    fireEvent.click(screen.getByLabelText('Tak'));
    fireEvent.click(screen.getByLabelText('Nagrzewnica'));
    expect(screen.getByText('Odpowiedzi: 3 z 8')).toBeTruthy();
    fireEvent.click(next());
    expect(stepTitle()).toBe('Warunki otoczenia');
    expect(screen.queryByText('Odpowiedź jest wymagana')).toBeNull();
  });

  it('walks each equipment step right after its category, marks a blank choice list, and marks before saving', async () => {
    const fetchMock = openWizard();
    fireEvent.change(await screen.findByLabelText('Nazwa firmy'), { target: { value: 'Budimex S.A.' } });
    fireEvent.change(control(eventName)!, { target: { value: 'Targi' } });
    fireEvent.click(screen.getByLabelText('Tak'));
    fireEvent.click(screen.getByLabelText('Nagrzewnica'));
    const steps = within(screen.getByRole('navigation', { name: 'Kroki badania' })).getAllByRole('listitem');
    expect(steps.map((step) => step.textContent)).toEqual([
      '1Informacje ogólne',
      '2Warunki otoczenia',
      '3Nagrzewnice',
      '4Nagrzewnice - wyposażenie',
      '5Wentylacja',
    ]);

    fireEvent.click(next());
    fireEvent.change(control(zone)!, { target: { value: 'górska' } });
    fireEvent.click(next());
    expect(stepTitle()).toBe('Nagrzewnice');
    fireEvent.change(control(heaterPower)!, { target: { value: '25' } });
    fireEvent.click(next());
    expect(stepTitle()).toBe('Nagrzewnice - wyposażenie');

    // A required list of choices left empty: the group is marked, its first choice focused.
    fireEvent.click(next());
    expect(stepTitle()).toBe('Nagrzewnice - wyposażenie');
    expect(screen.getByRole('group', { name: /Wyposażenie nagrzewnicy/ }).getAttribute('aria-invalid')).toBe(
      'true',
    );
    expect(document.activeElement).toBe(screen.getByLabelText('Termostat'));
    fireEvent.click(screen.getByLabelText('Termostat'));
    fireEvent.click(next());
    expect(stepTitle()).toBe('Wentylacja');

    // The last step's save is enabled too, and refuses the same way: nothing is sent.
    const save = screen.getByRole('button', { name: 'Zapisz badanie' });
    expect(save.hasAttribute('disabled')).toBe(false);
    fireEvent.click(save);
    expect(screen.getByText('Odpowiedź jest wymagana')).toBeTruthy();
    expect(control(ventilation)?.getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(control(ventilation));
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);
  });
});
