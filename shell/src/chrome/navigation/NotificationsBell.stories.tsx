import {
  CatalogSection,
  type Meta,
  type StoryObj,
  ThemeSideBySide,
  withRouter,
} from '@ppp/ui/storybook/index.ts';
import { NotificationsBellView } from './NotificationsBell.tsx';

const meta = {
  title: 'Chrome/NotificationsBell',
  component: NotificationsBellView,
  decorators: [withRouter],
  args: { unread: 3, current: false },
} satisfies Meta<typeof NotificationsBellView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Three unread: the badge, and the name 'Powiadomienia, nieprzeczytane: 3'. */
export const Default: Story = {};

/** Nothing unread (or the count not known yet): the bell alone. */
export const NothingUnread: Story = { args: { unread: 0 } };

/** Above 99 the badge says '99+'; the name keeps the whole count. */
export const Many: Story = { args: { unread: 150 } };

/** On /notifications the bell is the current page's link. */
export const Current: Story = { args: { unread: 1, current: true } };

export const Catalog: Story = {
  parameters: { layout: 'fullscreen' },
  render: () => (
    <ThemeSideBySide>
      <CatalogSection label="Nieprzeczytane: 0, 3, 12, 150">
        <NotificationsBellView unread={0} />
        <NotificationsBellView unread={3} />
        <NotificationsBellView unread={12} />
        <NotificationsBellView unread={150} />
      </CatalogSection>
      <CatalogSection label="Na stronie powiadomień">
        <NotificationsBellView unread={0} current />
        <NotificationsBellView unread={5} current />
      </CatalogSection>
    </ThemeSideBySide>
  ),
};
