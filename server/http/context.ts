import type { Role, Subscription } from '../../shared/entitlements';

export interface SessionUser {
  id: string;
  email: string;
  name: string;
  emailVerified: boolean;
}

/**
 * The signed-in person's profile and subscription, read in the same query as the session (so it
 * is exactly as fresh: a role change or a deleted account shows on the very next request).
 */
export interface SessionAccount {
  fullName: string | null;
  role: Role;
  storyCount: number;
  cardCount: number;
  /** Bytes of the account's own photos and recordings (profiles.media_bytes) */
  mediaBytes: number;
  createdAt: string;
  subscription: Subscription | null;
}

export interface AppEnv {
  Variables: {
    user: SessionUser | null;
    sessionId: string | null;
    account: SessionAccount | null;
  };
}
