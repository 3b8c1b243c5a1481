import { Button } from '@web/components/ui/button';

/** The large button that sends an account form; while busy it spins, and says so when it has the words. */
export function SubmitButton({ busy, busyLabel, children }: { busy: boolean; busyLabel?: string; children: string }) {
  return (
    <Button type="submit" size="lg" busy={busy}>
      {busy && busyLabel ? busyLabel : children}
    </Button>
  );
}
