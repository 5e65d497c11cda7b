import type { Meta, StoryObj } from '@storybook/react-vite';
import { ThemeSideBySide } from '../../storybook/ThemeSideBySide.tsx';
import { Button } from '../Button/Button.tsx';
import { Dialog, DialogBody, DialogFooter } from '../Dialog/Dialog.tsx';
import { Toast } from './Toast.tsx';
import { Toaster } from './Toaster.tsx';
import { toast, toastError, toastSuccess } from './toastStore.ts';

const meta = {
  title: 'Components/Toast',
  component: Toast,
  args: { title: 'Sukces', description: 'Wycena została usunięta pomyślnie', variant: 'default' },
  argTypes: { variant: { control: 'inline-radio', options: ['default', 'destructive'] } },
} satisfies Meta<typeof Toast>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = { args: { onClose: () => {} } };

export const Catalog: Story = {
  parameters: { layout: 'fullscreen' },
  render: () => (
    <ThemeSideBySide>
      <Toast title="Sukces" description="Wycena została usunięta pomyślnie" onClose={() => {}} />
      <Toast
        title="Błąd"
        description="Nie udało się usunąć wyceny"
        variant="destructive"
        onClose={() => {}}
      />
      <Toast
        title="Brak autoryzacji"
        description="Sesja wygasła. Przekierowywanie do logowania..."
        variant="destructive"
      />
    </ThemeSideBySide>
  ),
};

/** The live toaster: one toast at a time, a new one replaces the current; closes itself after 5 s. */
export const Live: Story = {
  render: () => (
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: 8 }}>
      <Button onClick={() => toastSuccess('Wycena została zapisana')}>Pokaż sukces</Button>
      <Button variant="destructive" onClick={() => toastError('Nie udało się zaktualizować wyceny')}>
        Pokaż błąd
      </Button>
      <Button
        variant="outline"
        onClick={() =>
          toast({ title: 'Limit osiągnięty', description: 'Możesz dodać maksymalnie 4 pozycje' })
        }
      >
        Pokaż informację
      </Button>
      <Toaster />
    </div>
  ),
};

/** While a dialog is open the toast shows inside it, under its header: title, close and buttons stay clear. */
export const InADialog: Story = {
  parameters: { layout: 'fullscreen' },
  render: () => (
    <>
      <Dialog open onOpenChange={() => {}} title="Cennik: Agregat prądotwórczy 20 kVA" size="lg">
        <DialogBody>
          <p>Cena za dobę zależy od długości wynajmu.</p>
          <Button onClick={() => toastSuccess('Próg cenowy został dodany')}>Pokaż powiadomienie</Button>
        </DialogBody>
        <DialogFooter>
          <Button variant="outline">Zamknij</Button>
        </DialogFooter>
      </Dialog>
      <Toaster />
    </>
  ),
};
