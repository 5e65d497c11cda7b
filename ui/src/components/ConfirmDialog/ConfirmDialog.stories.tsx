import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { CatalogSection, ThemeSideBySide } from '../../storybook/ThemeSideBySide.tsx';
import { Button } from '../Button/Button.tsx';
import { ConfirmDialog, type ConfirmDialogProps } from './ConfirmDialog.tsx';

const meta = {
  title: 'Components/ConfirmDialog',
  component: ConfirmDialog,
  parameters: { layout: 'fullscreen' },
  args: {
    open: true,
    onOpenChange: () => {},
    onConfirm: () => {},
    title: 'Usunąć wycenę?',
    description: 'Czy na pewno chcesz usunąć wycenę WYC/2026/0042? Ta operacja jest nieodwracalna.',
    confirmLabel: 'Usuń',
    variant: 'destructive',
  },
} satisfies Meta<typeof ConfirmDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

type DemoProps = Omit<ConfirmDialogProps, 'open' | 'onOpenChange' | 'onConfirm'> & {
  opener: string;
  initiallyOpen?: boolean;
};

function ConfirmDemo({ opener, initiallyOpen = false, ...props }: DemoProps) {
  const [open, setOpen] = useState(initiallyOpen);
  return (
    <>
      <Button
        variant={props.variant === 'destructive' ? 'destructive' : 'primary'}
        onClick={() => setOpen(true)}
      >
        {opener}
      </Button>
      <ConfirmDialog
        {...props}
        open={open}
        onOpenChange={setOpen}
        onConfirm={() => new Promise((resolve) => setTimeout(resolve, 800))}
      />
    </>
  );
}

const deleteQuote = {
  title: 'Usunąć wycenę?',
  description: 'Czy na pewno chcesz usunąć wycenę WYC/2026/0042? Ta operacja jest nieodwracalna.',
  confirmLabel: 'Usuń',
  variant: 'destructive' as const,
};

export const Default: Story = {
  render: () => <ConfirmDemo opener="Usuń wycenę" initiallyOpen {...deleteQuote} />,
};

export const Light: Story = {
  globals: { theme: 'light' },
  render: () => <ConfirmDemo opener="Usuń wycenę" initiallyOpen {...deleteQuote} />,
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  render: () => <ConfirmDemo opener="Usuń wycenę" initiallyOpen {...deleteQuote} />,
};

export const Catalog: Story = {
  render: () => (
    <ThemeSideBySide>
      <CatalogSection label="Nieodwracalne (fokus na Anuluj) i zwykłe potwierdzenie">
        <ConfirmDemo opener="Usuń wycenę" {...deleteQuote} />
        <ConfirmDemo
          opener="Zatwierdź użytkownika"
          title="Zatwierdzić konto?"
          description="Użytkownik jan.kowalski@firma.pl otrzyma dostęp do systemu."
          confirmLabel="Zatwierdź"
        />
      </CatalogSection>
    </ThemeSideBySide>
  ),
};
