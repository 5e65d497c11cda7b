import type { User } from '@ppp/domain';
import {
  Button,
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
  PageContainer,
  PageHeader,
  Switch,
  useThemeMode,
} from '@ppp/ui';
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { IconLogOut } from '../../icons.tsx';
import { useLocalSetting } from './localSettings.ts';
import { NotificationPreferencesCard } from './NotificationPreferencesCard.tsx';
import { PermissionsList } from './PermissionsList.tsx';

export interface SettingsPageProps {
  user: User;
}

const APP_VERSION = 'v1.0.0';

const StyledStack = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[6]};
`;

const StyledRow = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[4]};
  padding: ${({ theme }) => `${theme.space[3]} 0`};

  & + & {
    border-top: 1px solid ${({ theme }) => theme.colors.border};
  }

  strong {
    display: block;
    font-weight: ${({ theme }) => theme.fontWeights.medium};
  }

  span {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
`;

const StyledValue = styled.span`
  && {
    color: ${({ theme }) => theme.colors.text};
    font-size: ${({ theme }) => theme.fontSizes.md};
    font-weight: ${({ theme }) => theme.fontWeights.medium};
  }
`;

function SettingRow({
  title,
  description,
  control,
}: {
  title: string;
  description?: string;
  control: ReactNode;
}) {
  return (
    <StyledRow>
      <div>
        <strong>{title}</strong>
        {description ? <span>{description}</span> : null}
      </div>
      {control}
    </StyledRow>
  );
}

/** Local preferences, notifications (D22), regional formats, the permissions by role and the system information. */
export function SettingsPage({ user }: SettingsPageProps) {
  const { mode, setMode } = useThemeMode();
  // D20: on unless turned off, as the forms' drafts read it.
  const [autosave, setAutosave] = useLocalSetting('autosave', true);

  return (
    <PageContainer>
      <PageHeader title="Ustawienia" subtitle="Preferencje aplikacji i informacje o systemie" />
      <StyledStack>
        <Card>
          <CardHeader>
            <CardTitle as="h2">Wygląd i preferencje</CardTitle>
            <CardDescription>Zapisywane w tej przeglądarce.</CardDescription>
          </CardHeader>
          <CardContent>
            <SettingRow
              title="Tryb ciemny"
              description="Ciemny motyw interfejsu"
              control={
                <Switch
                  aria-label="Tryb ciemny"
                  checked={mode === 'dark'}
                  onCheckedChange={(dark) => setMode(dark ? 'dark' : 'light')}
                />
              }
            />
            <SettingRow
              title="Autozapis"
              description="Automatycznie zapisuj wersje robocze formularzy"
              control={<Switch aria-label="Autozapis" checked={autosave} onCheckedChange={setAutosave} />}
            />
          </CardContent>
        </Card>
        <NotificationPreferencesCard />
        <Card>
          <CardHeader>
            <CardTitle as="h2">Region i format</CardTitle>
          </CardHeader>
          <CardContent>
            <SettingRow title="Język" control={<StyledValue>Polski</StyledValue>} />
            <SettingRow title="Format daty" control={<StyledValue>DD.MM.YYYY</StyledValue>} />
            <SettingRow title="Waluta" control={<StyledValue>PLN</StyledValue>} />
          </CardContent>
        </Card>
        <Card>
          <CardHeader>
            <CardTitle as="h2">Uprawnienia według ról</CardTitle>
            <CardDescription>Co może każda rola w systemie. Rolę nadaje administrator.</CardDescription>
          </CardHeader>
          <CardContent>
            <PermissionsList currentRole={user.role} />
          </CardContent>
        </Card>
        <Card>
          <CardHeader>
            <CardTitle as="h2">System</CardTitle>
          </CardHeader>
          <CardContent>
            <SettingRow title="Wersja" control={<StyledValue>{APP_VERSION}</StyledValue>} />
            <SettingRow
              title="Sesja"
              description="Zakończ sesję na tym urządzeniu"
              control={
                <Button as="a" href="/api/logout" variant="outline">
                  <IconLogOut size={16} />
                  Wyloguj
                </Button>
              }
            />
          </CardContent>
        </Card>
      </StyledStack>
    </PageContainer>
  );
}
