import { appMessages, commonMessages } from '@shared/messages.landing.da';
import { useEffect } from 'react';

/** Every page has its own title, so tabs, history and screen readers can tell pages apart. */
export function useDocumentTitle(title: string) {
  useEffect(() => {
    document.title = title ? commonMessages.pageTitle(title) : appMessages.name;
  }, [title]);
}
