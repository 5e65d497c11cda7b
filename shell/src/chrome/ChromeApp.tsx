import { GlobalStyle, queryClient, ThemeModeProvider, Toaster } from '@ppp/ui';
import { QueryClientProvider } from '@tanstack/react-query';
import { BrowserRouter } from 'react-router';
import { AccessSwitch } from './access/AccessSwitch.tsx';

/** The chrome: global styles and toasts for the whole page (areas render none), then the access states. */
export function ChromeApp() {
  return (
    <QueryClientProvider client={queryClient}>
      <ThemeModeProvider>
        <GlobalStyle />
        <BrowserRouter>
          <AccessSwitch />
        </BrowserRouter>
        <Toaster />
      </ThemeModeProvider>
    </QueryClientProvider>
  );
}
