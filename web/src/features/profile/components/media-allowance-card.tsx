import type { Me } from '@shared/api-types';
import { mediaMessages as m } from '@shared/messages.da';
import { Card } from '@web/components/ui/card';
import { formatBytes } from '@shared/format-bytes';
import { useId } from 'react';

/** A size kept on one line. */
const shownBytes = (bytes: number) => formatBytes(bytes).replace(' ', '\u00a0');

/** How much of the account's allowance its own photos and recordings use (issue 31); drawn pictures do not count. */
export function MediaAllowanceCard({ media }: { media: Me['media'] }) {
  const headingId = useId();
  const line = m.allowanceLine(shownBytes(media.usedBytes), shownBytes(media.allowanceBytes));
  const share = media.allowanceBytes > 0 ? Math.min(100, (media.usedBytes / media.allowanceBytes) * 100) : 100;
  const full = media.usedBytes >= media.allowanceBytes;
  return (
    <Card>
      <h2 id={headingId} className="text-xl font-semibold text-slate-900">
        {m.allowanceHeading}
      </h2>
      <p className="mt-3 text-lg text-slate-800">{line}</p>
      <div
        role="meter"
        aria-labelledby={headingId}
        aria-valuemin={0}
        aria-valuemax={media.allowanceBytes}
        aria-valuenow={Math.min(media.usedBytes, media.allowanceBytes)}
        aria-valuetext={line}
        className="mt-3 h-3 overflow-hidden rounded-full bg-slate-100"
      >
        {/* A sliver shows as soon as anything is stored. */}
        <div
          className={`h-full rounded-full ${full ? 'bg-amber-500' : 'bg-indigo-600'}`}
          style={{ width: media.usedBytes > 0 ? `max(0.5rem, ${share}%)` : '0' }}
        />
      </div>
    </Card>
  );
}
