import { storyPageMessages as p } from '@shared/messages.da';
import { TextAreaField } from '@web/components/ui/text-area-field';

/**
 * The advanced raw mode: the pages in the format they are stored in, for those who would rather
 * type markers than use the page cards. The title has its own field; the number of pages stays.
 */
export function RawStoryField({
  value,
  pageCount,
  error,
  onChange,
}: {
  value: string;
  pageCount: number;
  error?: string;
  onChange: (text: string) => void;
}) {
  return (
    <div className="flex flex-col gap-3 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5">
      <div className="flex flex-col gap-2 text-base text-slate-700">
        {p.rawHelp.map((line) => (
          <p key={line}>{line}</p>
        ))}
        <p className="font-medium text-slate-800">{p.rawSameCount(pageCount)}</p>
      </div>
      <TextAreaField
        id="story-raw"
        label={p.rawLabel}
        rows={20}
        value={value}
        error={error}
        onChange={(e) => onChange(e.target.value)}
        spellCheck
        className="[&_textarea]:font-mono [&_textarea]:text-base"
      />
    </div>
  );
}
