import { useCurrentToastPlacement } from '@web/lib/toast-placement';
import { useMediaQuery } from '@web/lib/use-media-query';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createContext, type ReactNode, useContext } from 'react';
import { Toaster } from 'sonner';
import { OfflineSync } from './offline-sync';
import { queryClient } from './query-client';

/** The server draws each request with its own cache (entry-server.tsx); the browser has one, `queryClient`. */
export const RequestQueryClient = createContext<QueryClient | null>(null);

/**
 * Toasts in the reader: below its top bar (44 px buttons, 8 px above and below, a 1 px line), or at
 * the top in child mode; and narrow enough on a phone, where a toast spans the width, to leave the
 * button in the picture's top right corner free (the close X, or the wider 'Afslut').
 */
const readerToasts = {
  reader: { top: '4.5rem', clearRight: '4.5rem' },
  child: { top: '0.75rem', clearRight: '9rem' },
} as const;

/**
 * The app's toasts. In the reader they keep off the toolbar and the text: over the picture, which is
 * the left column of a wide screen and the top of a tall one.
 */
function AppToaster() {
  const placement = useCurrentToastPlacement();
  const wide = useMediaQuery('(orientation: landscape)');
  const reader = placement === 'page' ? null : readerToasts[placement];
  return (
    <Toaster
      position={reader && wide ? 'top-left' : 'top-center'}
      offset={reader ? { top: reader.top } : undefined}
      mobileOffset={reader ? { top: reader.top } : undefined}
      // Sonner's own width (--width), or less where the corner button needs the room.
      style={reader ? { width: `min(var(--width), calc(100% - ${reader.clearRight}))` } : undefined}
      richColors
      closeButton
      toastOptions={{ className: 'text-base' }}
    />
  );
}

export function AppProvider({ children }: { children: ReactNode }) {
  const client = useContext(RequestQueryClient) ?? queryClient;
  return (
    <QueryClientProvider client={client}>
      {children}
      <AppToaster />
      <OfflineSync />
    </QueryClientProvider>
  );
}
