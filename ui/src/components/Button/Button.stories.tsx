import type { Meta, StoryObj } from '@storybook/react-vite';
import { IconPlus, IconPrinter, IconTrash } from '../../icons/icons.tsx';
import { CatalogSection, ThemeSideBySide } from '../../storybook/ThemeSideBySide.tsx';
import { Button } from './Button.tsx';

const meta = {
  title: 'Components/Button',
  component: Button,
  args: { children: 'Utwórz wycenę', variant: 'primary', size: 'md', loading: false, disabled: false },
  argTypes: {
    variant: {
      control: 'inline-radio',
      options: ['primary', 'secondary', 'outline', 'ghost', 'destructive'],
    },
    size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] },
  },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

function Variants() {
  return (
    <>
      <CatalogSection label="Warianty">
        <Button>Zapisz zmiany</Button>
        <Button variant="secondary">Zapisz jako wersję roboczą</Button>
        <Button variant="outline">Anuluj</Button>
        <Button variant="ghost">Wyczyść filtry</Button>
        <Button variant="destructive">Usuń</Button>
      </CatalogSection>
      <CatalogSection label="Rozmiary">
        <Button size="sm">Mały</Button>
        <Button size="md">Średni</Button>
        <Button size="lg">Duży</Button>
      </CatalogSection>
      <CatalogSection label="Z ikoną">
        <Button>
          <IconPlus size={16} />
          Nowa wycena
        </Button>
        <Button variant="outline">
          <IconPrinter size={16} />
          Drukuj
        </Button>
        <Button variant="destructive">
          <IconTrash size={16} />
          Usuń wycenę
        </Button>
      </CatalogSection>
      <CatalogSection label="Stany">
        <Button loading>Zapisywanie...</Button>
        <Button variant="outline" loading>
          Wczytywanie
        </Button>
        <Button disabled>Niedostępny</Button>
        <Button variant="outline" disabled>
          Niedostępny
        </Button>
      </CatalogSection>
      <CatalogSection label="Jako link">
        <Button as="a" href="#wyceny" variant="outline">
          Zobacz wszystkie
        </Button>
      </CatalogSection>
    </>
  );
}

export const Catalog: Story = {
  parameters: { layout: 'fullscreen' },
  render: () => (
    <ThemeSideBySide>
      <Variants />
    </ThemeSideBySide>
  ),
};
