import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import styled from 'styled-components';
import { CatalogSection, ThemeSideBySide } from '../../storybook/ThemeSideBySide.tsx';
import { Button } from '../Button/Button.tsx';
import { DecimalInput } from '../DecimalInput/DecimalInput.tsx';
import { Field } from '../Field/Field.tsx';
import { Input } from '../Input/Input.tsx';
import { Select } from '../Select/Select.tsx';
import { Dialog, DialogBody, DialogFooter, type DialogSize } from './Dialog.tsx';

const meta = {
  title: 'Components/Dialog',
  component: Dialog,
  parameters: { layout: 'fullscreen' },
  args: { open: true, title: 'Nowa kategoria', onOpenChange: () => {} },
} satisfies Meta<typeof Dialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const StyledRow = styled.div`
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: ${({ theme }) => theme.space[3]};
`;

function CategoryDialog({
  initiallyOpen = true,
  size = 'md',
}: {
  initiallyOpen?: boolean;
  size?: DialogSize;
}) {
  const [open, setOpen] = useState(initiallyOpen);
  return (
    <>
      <Button variant="outline" onClick={() => setOpen(true)}>
        Okno {size}
      </Button>
      <Dialog
        open={open}
        onOpenChange={setOpen}
        size={size}
        title="Nowa kategoria"
        description="Kategoria grupuje sprzęt w katalogu i w wycenach."
      >
        <form
          onSubmit={(event) => {
            event.preventDefault();
            setOpen(false);
          }}
        >
          <DialogBody>
            <Field label="Nazwa" required>
              <Input placeholder="np. Osuszacze powietrza" />
            </Field>
            <StyledRow>
              <Field label="Kolejność">
                <DecimalInput kind="count" defaultValue="1" />
              </Field>
              <Field label="Widoczność">
                <Select defaultValue="all">
                  <option value="all">Wszyscy</option>
                  <option value="admin">Tylko administratorzy</option>
                </Select>
              </Field>
            </StyledRow>
          </DialogBody>
          <DialogFooter>
            <Button variant="outline" onClick={() => setOpen(false)}>
              Anuluj
            </Button>
            <Button type="submit">Dodaj kategorię</Button>
          </DialogFooter>
        </form>
      </Dialog>
    </>
  );
}

export const Default: Story = { render: () => <CategoryDialog /> };

export const Light: Story = { globals: { theme: 'light' }, render: () => <CategoryDialog /> };

export const Dark: Story = { globals: { theme: 'dark' }, render: () => <CategoryDialog /> };

/** Each button opens the dialog in its size, in the theme of its panel. */
export const Catalog: Story = {
  render: () => (
    <ThemeSideBySide>
      <CatalogSection label="Rozmiary">
        <CategoryDialog initiallyOpen={false} size="sm" />
        <CategoryDialog initiallyOpen={false} size="md" />
        <CategoryDialog initiallyOpen={false} size="lg" />
      </CatalogSection>
    </ThemeSideBySide>
  ),
};
