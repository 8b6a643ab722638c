import type { ReactNode } from 'react';
import { ThemeProvider } from '@emotion/react';
import { Provider as JotaiProvider } from 'jotai';
import { GlobalStyles, theme } from '../components/ui';

/** App-wide providers. Apollo is provided lazily: see lib/apollo-boundary. */
export function Providers({ children }: { children: ReactNode }) {
  return (
    <JotaiProvider>
      <ThemeProvider theme={theme}>
        <GlobalStyles />
        {children}
      </ThemeProvider>
    </JotaiProvider>
  );
}
