import { logger } from '../../logger';
import type { ProfilesRepository } from '../profiles/repository';

export interface AdminEmailsDeps {
  /** ADMIN_EMAILS, lower case. */
  emails: readonly string[];
  profiles: ProfilesRepository;
  /**
   * Sends the address a link that verifies it. Without SMTP nothing else would ever verify it,
   * so the link goes to the outbox and the server console (see auth.ts).
   */
  sendVerificationLink(email: string): Promise<void>;
  smtpEnabled: boolean;
}

const domainOf = (email: string) => email.slice(email.lastIndexOf('@') + 1);

/**
 * ADMIN_EMAILS grants `admin` only to an address its owner has verified: whoever merely
 * registers a listed address first gets an ordinary account until the link is opened.
 */
export function adminEmails(deps: AdminEmailsDeps) {
  const listed = (email: string) => deps.emails.includes(email.toLowerCase());

  async function askToVerify(email: string) {
    // With SMTP, Better Auth sends the verification mail at sign-up and on request.
    if (deps.smtpEnabled) return;
    await deps.sendVerificationLink(email).catch((err) => logger.error({ err: String(err), domain: domainOf(email) }, 'could not send the admin verification link'));
  }

  return {
    listed,
    /** The role a new account starts with. */
    initialRole: (email: string, verified: boolean) => (listed(email) && verified ? 'admin' : 'user') as 'admin' | 'user',
    /** After sign-up: a listed, unverified address is sent its link. */
    async signedUp(user: { email: string; emailVerified: boolean }) {
      if (!listed(user.email) || user.emailVerified) return;
      logger.warn({ domain: domainOf(user.email) }, 'an ADMIN_EMAILS address signed up; it becomes admin once its owner verifies the address');
      await askToVerify(user.email);
    },
    /** The owner opened the link: a listed address becomes admin now. */
    async verified(user: { id: string; email: string }) {
      if (!listed(user.email)) return;
      await deps.profiles.setRole(user.id, 'admin');
      logger.info({ domain: domainOf(user.email) }, 'ADMIN_EMAILS address verified; made admin');
    },
    /**
     * At start: verified listed addresses are admins; unverified ones are not (an earlier version
     * granted it by address alone), and are told why and sent a new link.
     */
    async reconcile() {
      for (const account of await deps.profiles.accountsOf([...deps.emails])) {
        if (account.verified) {
          if (account.role !== 'admin') await deps.profiles.setRole(account.id, 'admin');
          continue;
        }
        if (account.role === 'admin') await deps.profiles.setRole(account.id, 'user');
        logger.warn(
          { domain: domainOf(account.email) },
          'an ADMIN_EMAILS address has an account but is not verified, so it is not admin; open the verification link to make it admin',
        );
        await askToVerify(account.email);
      }
    },
  };
}

export type AdminEmails = ReturnType<typeof adminEmails>;
