import type { Answer, WizardQuestion } from '@ppp/domain';
import { renderArea } from '@ppp/ui/test/area.tsx';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { QuestionInput } from './QuestionInput.tsx';

afterEach(cleanup);

const start: WizardQuestion = {
  id: 3,
  category: 'Informacje ogólne',
  question: 'Planowany termin rozpoczęcia',
  type: 'date',
  position: 3,
  isRequired: true,
  isActive: true,
  categoryType: 'general',
  options: [],
};

/** The wizard around one question: its answer kept, its message shown once left (as the wizard does). */
function Wizard({ onAnswer, initial }: { onAnswer: (answer: Answer) => void; initial?: string }) {
  const [answer, setAnswer] = useState<Answer | undefined>(initial);
  const [left, setLeft] = useState(false);
  const invalid = typeof answer === 'string' && answer !== '' && !/^\d{4}-\d{2}-\d{2}$/.test(answer);
  return (
    <QuestionInput
      question={start}
      answer={answer}
      onAnswer={(next) => {
        setAnswer(next);
        onAnswer(next);
      }}
      onLeave={() => setLeft(true)}
      error={left && invalid ? 'Nieprawidłowa odpowiedź' : null}
    />
  );
}

describe('a date question in the staff wizard (D22)', () => {
  it('answers a typed DD.MM.YYYY as YYYY-MM-DD', () => {
    const onAnswer = vi.fn();
    renderArea(<Wizard onAnswer={onAnswer} />, '/needs-assessment');
    const field = screen.getByLabelText(/Planowany termin rozpoczęcia/);
    fireEvent.change(field, { target: { value: '1.3.2027' } });
    expect(onAnswer).toHaveBeenLastCalledWith('2027-03-01');
    fireEvent.blur(field);
    expect((field as HTMLInputElement).value).toBe('01.03.2027');
    expect(screen.queryByText('Nieprawidłowa odpowiedź')).toBeNull();
  });

  it('says the wizard’s “Nieprawidłowa odpowiedź” under a day that does not exist, keeping what was typed', () => {
    const onAnswer = vi.fn();
    renderArea(<Wizard onAnswer={onAnswer} />, '/needs-assessment');
    const field = screen.getByLabelText(/Planowany termin rozpoczęcia/);
    fireEvent.change(field, { target: { value: '31.02.2027' } });
    fireEvent.blur(field);
    expect(onAnswer).toHaveBeenLastCalledWith('31.02.2027');
    expect(screen.getByText('Nieprawidłowa odpowiedź')).toBeTruthy();
    expect(screen.queryByText('Nieprawidłowa data')).toBeNull();
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect((field as HTMLInputElement).value).toBe('31.02.2027');
  });

  it('shows a saved answer as DD.MM.YYYY', () => {
    renderArea(<Wizard onAnswer={vi.fn()} initial="2027-03-01" />, '/needs-assessment');
    expect((screen.getByLabelText(/Planowany termin rozpoczęcia/) as HTMLInputElement).value).toBe(
      '01.03.2027',
    );
  });
});
