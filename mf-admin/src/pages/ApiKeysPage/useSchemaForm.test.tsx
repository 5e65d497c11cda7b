import { ApiError, Field, FormDialog, Input } from '@ppp/ui';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderArea } from '../../testing.tsx';
import { CheckboxGroup } from './CheckboxGroup.tsx';
import { type BodySchema, useSchemaForm } from './useSchemaForm.ts';

afterEach(cleanup);

interface Values {
  name: string;
  colours: string[];
}
interface Body {
  name: string;
  colours: string[];
}

const colours = ['red', 'blue'] as const;
const colourLabels = { red: 'Czerwony', blue: 'Niebieski' };

/** Stands in for a domain zod schema: the issues it reports, with their paths. */
const schema: BodySchema<Body> = {
  safeParse: (body) => {
    const issues = [
      ...(body.name ? [] : [{ path: ['name'], message: 'Podaj nazwę' }]),
      ...(body.colours.length ? [] : [{ path: ['colours'], message: 'Wybierz kolor' }]),
    ];
    return issues.length ? { success: false, error: { issues } } : { success: true };
  },
};

function Harness({ save }: { save: (body: Body) => Promise<unknown> }) {
  const { values, errors, dirty, set, submit } = useSchemaForm<Values, Body>({
    initial: { name: '', colours: ['red'] },
    bodyOf: (form) => ({ name: form.name.trim(), colours: form.colours }),
    schema,
    save,
  });
  return (
    <FormDialog onClose={() => {}} title="Formularz" submitLabel="Zapisz" dirty={dirty} onSubmit={submit}>
      <Field label="Nazwa" error={errors.name}>
        <Input value={values.name} onChange={(event) => set({ name: event.target.value })} />
      </Field>
      <CheckboxGroup
        legend="Kolory"
        options={colours}
        labels={colourLabels}
        checked={values.colours}
        onChange={(checked) => set({ colours: checked })}
        error={errors.colours}
        errorId="colours-error"
      />
    </FormDialog>
  );
}

describe('useSchemaForm with CheckboxGroup', () => {
  it('shows the schema’s messages only from the first submit, focuses the first invalid field and sends nothing', async () => {
    const save = vi.fn(async () => {});
    renderArea(<Harness save={save} />);
    const dialog = screen.getByRole('dialog', { name: 'Formularz' });
    const group = within(dialog).getByRole('group', { name: 'Kolory' });
    fireEvent.click(within(group).getByRole('checkbox', { name: /Czerwony/ }));
    expect(within(dialog).queryByText('Podaj nazwę')).toBeNull();
    expect(group.getAttribute('aria-describedby')).toBeNull();

    const submit = within(dialog).getByRole('button', { name: 'Zapisz' });
    submit.focus();
    fireEvent.click(submit);
    expect(await within(dialog).findByText('Podaj nazwę')).toBeTruthy();
    expect(within(dialog).getByText('Wybierz kolor').id).toBe('colours-error');
    expect(group.getAttribute('aria-describedby')).toBe('colours-error');
    await vi.waitFor(() => expect(document.activeElement).toBe(within(dialog).getByLabelText('Nazwa')));
    expect(save).not.toHaveBeenCalled();
  });

  it('sends the body, checked options in the order clicked, and shows the server’s field messages until a change', async () => {
    const save = vi.fn(async () => {
      throw new ApiError(
        400,
        JSON.stringify({ message: 'Nieprawidłowe dane', errors: { 'colours.1': 'Kolor niedostępny' } }),
        'Bad Request',
      );
    });
    renderArea(<Harness save={save} />);
    const dialog = screen.getByRole('dialog', { name: 'Formularz' });
    fireEvent.change(within(dialog).getByLabelText('Nazwa'), { target: { value: ' Wóz ' } });
    fireEvent.click(within(dialog).getByRole('checkbox', { name: /Niebieski/ }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Zapisz' }));
    await vi.waitFor(() => expect(save).toHaveBeenCalledWith({ name: 'Wóz', colours: ['red', 'blue'] }));
    expect(await within(dialog).findByText('Kolor niedostępny')).toBeTruthy();

    fireEvent.click(within(dialog).getByRole('checkbox', { name: /Niebieski/ }));
    expect(within(dialog).queryByText('Kolor niedostępny')).toBeNull();
  });
});
