import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { StaleVersionDialog } from './StaleVersionDialog.tsx';

const meta = {
  title: 'Quotes/StaleVersionDialog',
  component: StaleVersionDialog,
  parameters: { layout: 'fullscreen' },
  args: {
    open: true,
    loading: null,
    onKeepMine: fn(),
    onDiscardMine: fn(),
    onClose: fn(),
  },
  argTypes: {
    loading: { control: 'inline-radio', options: [null, 'keep', 'discard'] },
  },
} satisfies Meta<typeof StaleVersionDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A save answered 412: the quote was saved meanwhile in another tab or by another user. */
export const Open: Story = {};

/** 'Wczytaj najnowszą wersję i zachowaj moje zmiany' chosen: the newest version is being loaded. */
export const KeepingMyChanges: Story = { args: { loading: 'keep' } };

/** 'Wczytaj najnowszą wersję' chosen: the newest version is being loaded, the edits will go. */
export const DiscardingMyChanges: Story = { args: { loading: 'discard' } };

export const Dark: Story = { globals: { theme: 'dark' } };
