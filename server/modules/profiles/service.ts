import type { Me } from '../../../shared/api-types';
import { entitlements, type Subscription } from '../../../shared/entitlements';
import type { ProfilePatch } from '../../../shared/schemas';
import { toIso } from '../../db/database';
import { unauthorized } from '../../http/errors';
import type { ProfilesRepository } from './repository';

export function profilesService(repo: ProfilesRepository, opts: { paymentsEnabled: boolean }) {
  async function subscriptionOf(userId: string): Promise<Subscription | null> {
    const row = await repo.findSubscription(userId);
    return row ? { status: row.status, currentPeriodEnd: row.current_period_end } : null;
  }

  async function me(userId: string): Promise<Me> {
    const [profile, subscription] = await Promise.all([repo.findById(userId), subscriptionOf(userId)]);
    // A session whose user is gone (deleted account) is no session.
    if (!profile) throw unauthorized();
    const counts = { role: profile.role, storyCount: Number(profile.story_count), cardCount: Number(profile.card_count) };
    return {
      id: profile.id,
      email: profile.email,
      fullName: profile.full_name,
      ...counts,
      emailVerified: Boolean(profile.emailVerified),
      createdAt: toIso(profile.created_at),
      subscription,
      paymentsEnabled: opts.paymentsEnabled,
      ...entitlements({ ...counts, subscription }),
    };
  }

  async function updateMe(userId: string, patch: ProfilePatch): Promise<Me> {
    await repo.updateName(userId, patch.fullName || null);
    return me(userId);
  }

  return { me, updateMe };
}

export type ProfilesService = ReturnType<typeof profilesService>;
