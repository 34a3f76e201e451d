import { ChakraProvider } from '@chakra-ui/react';
import { I18nProvider } from '@lingui/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { queryClient } from '../api/query-client';
import { i18n } from '../i18n/i18n';
import { ColorModeSync } from '../theme/ColorModeSync';
import { LocaleSync } from '../i18n/LocaleSync';
import { system } from '../theme/system';
import { HttpUiBridge } from './HttpUiBridge';
import { ProgressBar } from './ProgressBar';
import { router } from './router';
import { AppToaster } from './toaster';
import { HintHost } from '../components/hint/HintHost';

export function App() {
  return (
    <ChakraProvider value={system}>
      <I18nProvider i18n={i18n}>
        <QueryClientProvider client={queryClient}>
          <ColorModeSync />
          <LocaleSync />
          <ProgressBar />
          <HttpUiBridge />
          <RouterProvider router={router} />
          <AppToaster />
          <HintHost />
        </QueryClientProvider>
      </I18nProvider>
    </ChakraProvider>
  );
}
