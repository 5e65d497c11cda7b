import type { Meta, StoryObj } from '@storybook/react-vite';
import { ThemeSideBySide } from '../../storybook/ThemeSideBySide.tsx';
import { Tab, TabList, TabPanel, Tabs } from './Tabs.tsx';

const meta = {
  title: 'Components/Tabs',
  component: Tabs,
  args: { defaultValue: 'users', children: null },
  argTypes: { children: { control: false } },
} satisfies Meta<typeof Tabs>;

export default meta;
type Story = StoryObj<typeof meta>;

function AdminTabs() {
  return (
    <Tabs defaultValue="users">
      <TabList aria-label="Sekcje panelu administratora">
        <Tab value="users">Użytkownicy</Tab>
        <Tab value="equipment">Sprzęt</Tab>
        <Tab value="categories">Kategorie</Tab>
        <Tab value="pricing">Cenniki</Tab>
        <Tab value="archive" disabled>
          Archiwum
        </Tab>
      </TabList>
      <TabPanel value="users">Lista użytkowników i oczekujące konta.</TabPanel>
      <TabPanel value="equipment">Zarządzanie sprzętem i stanami magazynowymi.</TabPanel>
      <TabPanel value="categories">Kategorie sprzętu.</TabPanel>
      <TabPanel value="pricing">Progi cenowe i schematy wyceny.</TabPanel>
      <TabPanel value="archive">Archiwum.</TabPanel>
    </Tabs>
  );
}

export const Default: Story = { render: () => <AdminTabs /> };

export const Catalog: Story = {
  parameters: { layout: 'fullscreen' },
  render: () => (
    <ThemeSideBySide>
      <AdminTabs />
    </ThemeSideBySide>
  ),
};
