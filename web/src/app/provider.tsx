import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createContext, type ReactNode, useContext } from 'react';
import { Toaster } from 'sonner';
import { queryClient } from './query-client';

/** The server draws each request with its own cache (entry-server.tsx); the browser has one, `queryClient`. */
export const RequestQueryClient = createContext<QueryClient | null>(null);

export function AppProvider({ children }: { children: ReactNode }) {
  const client = useContext(RequestQueryClient) ?? queryClient;
  return (
    <QueryClientProvider client={client}>
      {children}
      <Toaster position="top-center" richColors closeButton toastOptions={{ className: 'text-base' }} />
    </QueryClientProvider>
  );
}
