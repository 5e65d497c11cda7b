import { cleanup, fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithTheme } from '../../test/render.tsx';
import { Field } from '../Field/Field.tsx';
import { DecimalInput } from './DecimalInput.tsx';

afterEach(cleanup);

function Registered({ onValue }: { onValue: (value: string) => void }) {
  const form = useForm({ defaultValues: { cost: '' } });
  onValue(form.watch('cost'));
  return (
    <Field label="Koszt za km (zł)">
      <DecimalInput kind="money" {...form.register('cost')} />
    </Field>
  );
}

function Controlled() {
  const [value, setValue] = useState('');
  return (
    <>
      <Field label="Dystans (km)">
        <DecimalInput kind="distance" value={value} onChange={(event) => setValue(event.target.value)} />
      </Field>
      <output>{value}</output>
    </>
  );
}

describe('DecimalInput (D20)', () => {
  it('is a text field with the decimal keyboard, never a number field', () => {
    renderWithTheme(<Controlled />);
    const input = screen.getByLabelText('Dystans (km)');
    expect(input.getAttribute('type')).toBe('text');
    expect(input.getAttribute('inputmode')).toBe('decimal');
  });

  it('shows the value in Polish format once left, and the form holds what it shows', () => {
    let value = '';
    renderWithTheme(<Registered onValue={(current) => (value = current)} />);
    const input = screen.getByLabelText('Koszt za km (zł)') as HTMLInputElement;
    fireEvent.change(input, { target: { value: '1234.5' } });
    fireEvent.blur(input);
    expect(input.value).toBe('1234,50');
    expect(value).toBe('1234,50');
  });

  it('leaves text it cannot read as typed, for the field to mark', () => {
    renderWithTheme(<Controlled />);
    const input = screen.getByLabelText('Dystans (km)') as HTMLInputElement;
    fireEvent.change(input, { target: { value: '1.023,5' } });
    fireEvent.blur(input);
    expect(input.value).toBe('1.023,5');
    fireEvent.change(input, { target: { value: '23.5' } });
    fireEvent.blur(input);
    expect(screen.getByRole('status').textContent).toBe('23,5');
  });
});
