import { AVATAR_STYLE_CREDIT } from '@shared/constants';
import { characterMessages, da } from '@shared/messages.da';
import { Fragment } from 'react';

const links: Record<string, string> = {
  [AVATAR_STYLE_CREDIT.style]: AVATAR_STYLE_CREDIT.styleUrl,
  [AVATAR_STYLE_CREDIT.library]: AVATAR_STYLE_CREDIT.libraryUrl,
};
const linked = new RegExp(`(${Object.keys(links).join('|')})`);

/** Credits the drawing style of the avatars (its name, author and licence), linking to both sources. */
export function AvatarCredit({ className = '' }: { className?: string }) {
  const parts = characterMessages.avatarCredit.split(linked);
  return (
    <p className={`text-sm text-slate-600 ${className}`}>
      {parts.map((part, i) =>
        links[part] ? (
          <a key={i} href={links[part]} target="_blank" rel="noreferrer" className="font-medium text-indigo-800 underline underline-offset-2 hover:text-indigo-950">
            {part}
            <span className="sr-only"> {da.characters.opensNewTab}</span>
          </a>
        ) : (
          <Fragment key={i}>{part}</Fragment>
        ),
      )}
    </p>
  );
}
