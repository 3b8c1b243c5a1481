import { characterMessages } from '@shared/messages.da';

/** A line under the avatars: the avatar is the child as every page of their stories shows them. */
export function AvatarCredit({ className = '' }: { className?: string }) {
  return <p className={`text-sm text-slate-600 ${className}`}>{characterMessages.avatarCredit}</p>;
}
