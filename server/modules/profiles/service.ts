import type { Me } from '../../../shared/api-types';
import { MEDIA_ALLOWANCE_BYTES } from '../../../shared/constants';
import { entitlements, type Subscription } from '../../../shared/entitlements';
import type { ProfilePatch } from '../../../shared/schemas';
import { toIso } from '../../db/database';
import type { SessionAccount, SessionUser } from '../../http/context';
import { unauthorized } from '../../http/errors';
import type { ProfilesRepository } from './repository';

export function profilesService(repo: ProfilesRepository, opts: { paymentsEnabled: boolean }) {
  async function subscriptionOf(userId: string): Promise<Subscription | null> {
    const row = await repo.findSubscription(userId);
    return row ? { status: row.status, currentPeriodEnd: row.current_period_end } : null;
  }

  /** The answer to GET /api/me from what the session's query already read (http/session.ts). */
  function meOf(user: SessionUser, account: SessionAccount): Me {
    const { fullName, role, storyCount, cardCount, mediaBytes, createdAt, subscription } = account;
    const access = entitlements({ role, storyCount, cardCount, subscription });
    return {
      id: user.id,
      email: user.email,
      fullName,
      role,
      storyCount,
      cardCount,
      emailVerified: user.emailVerified,
      createdAt,
      subscription,
      paymentsEnabled: opts.paymentsEnabled,
      // The allowance by the quota's rule (profiles/quota.ts reserveMediaBytes): Premium, unlimited or admin get the larger one.
      media: {
        usedBytes: mediaBytes,
        allowanceBytes: access.isPro || access.hasUnlimitedAccess ? MEDIA_ALLOWANCE_BYTES.premium : MEDIA_ALLOWANCE_BYTES.free,
      },
      ...access,
    };
  }

  async function me(userId: string): Promise<Me> {
    const [profile, subscription] = await Promise.all([repo.findById(userId), subscriptionOf(userId)]);
    // A session whose user is gone (deleted account) is no session.
    if (!profile) throw unauthorized();
    const user = { id: profile.id, email: profile.email, name: profile.full_name ?? '', emailVerified: Boolean(profile.emailVerified) };
    return meOf(user, {
      fullName: profile.full_name,
      role: profile.role,
      storyCount: Number(profile.story_count),
      cardCount: Number(profile.card_count),
      mediaBytes: Number(profile.media_bytes),
      createdAt: toIso(profile.created_at),
      subscription,
    });
  }

  async function updateMe(userId: string, patch: ProfilePatch): Promise<Me> {
    await repo.updateName(userId, patch.fullName || null);
    return me(userId);
  }

  return { me, meOf, updateMe };
}

export type ProfilesService = ReturnType<typeof profilesService>;
