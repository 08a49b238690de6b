import { createTheme, MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from 'react-router';
import { setUnauthorizedHandler } from '../api/http.ts';
import { LoadingBar } from '../components/loading/LoadingBar.tsx';
import { router } from './router.tsx';

const theme = createTheme({
  primaryColor: 'ocean',
  colors: {
    ocean: [
      '#e6f1f8',
      '#cfe0ec',
      '#9fc0d9',
      '#6b9fc6',
      '#4283b6',
      '#2872ac',
      '#1a69a8',
      '#0b5893',
      '#004e84',
      '#0b3c5d',
    ],
  },
  fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, sans-serif',
});

const queryClient = new QueryClient({
  defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false } },
});

setUnauthorizedHandler(() => void router.navigate('/home/login'));

export function App() {
  return (
    <MantineProvider theme={theme}>
      <QueryClientProvider client={queryClient}>
        <LoadingBar />
        <RouterProvider router={router} />
      </QueryClientProvider>
    </MantineProvider>
  );
}
