import { storyMessages } from '@shared/messages.da';
import { paths } from '@web/lib/paths';
import { notify } from '@web/lib/notify';

/** Opens the print layout in a new window; it prints itself once laid out. */
export function openPrintWindow(storyId: string) {
  const opened = window.open(paths.storyPrint.href(storyId), '_blank');
  if (!opened) notify.error(storyMessages.couldNotOpenPrint);
}
