import { logger } from '../../logger';
import type { ProfilesRepository } from '../profiles/repository';

export interface AdminEmailsDeps {
  /** ADMIN_EMAILS, lower case. */
  emails: readonly string[];
  profiles: ProfilesRepository;
  /**
   * Sends the address a link to set the account's password (Better Auth's reset link; without
   * SMTP it goes to the outbox and the server console, see better-auth.ts).
   */
  sendPasswordLink(email: string): Promise<void>;
}

const domainOf = (email: string) => email.slice(email.lastIndexOf('@') + 1);

/**
 * ADMIN_EMAILS grants `admin` only to the owner of the mailbox, and only when they set the
 * account's password through the link mailed to it. Whoever registers a listed address first
 * (with a password of their own) keeps an ordinary account, and loses it the moment the owner sets
 * the password: Better Auth then ends every session of the account and we end every other link.
 * Opening a verification link grants nothing and signs no one in.
 */
export function adminEmails(deps: AdminEmailsDeps) {
  const listed = (email: string) => deps.emails.includes(email.toLowerCase());

  async function askForPassword(email: string) {
    await deps
      .sendPasswordLink(email)
      .catch((err) => logger.error({ err, domain: domainOf(email) }, 'could not send the admin set-password link'));
  }

  return {
    listed,
    /** After sign-up: a listed address is sent its set-password link. */
    async signedUp(user: { email: string }) {
      if (!listed(user.email)) return;
      logger.warn(
        { domain: domainOf(user.email) },
        'an ADMIN_EMAILS address signed up; it becomes admin once the owner of the address sets its password through the mailed link',
      );
      await askForPassword(user.email);
    },
    /** A password was set through a mailed link: the mailbox's owner did it, so a listed address is admin now. */
    async passwordSet(user: { id: string; email: string }) {
      if (!listed(user.email)) return;
      await deps.profiles.grantListedAdmin(user.id);
      logger.info(
        { domain: domainOf(user.email) },
        'ADMIN_EMAILS address: its owner set the password through the mailed link; made admin, every earlier session ended',
      );
    },
    /**
     * At start: a listed account that is not admin is sent a new set-password link; every admin not
     * made through that link is named in the log, so one made by a compromised admin is seen.
     */
    async reconcile() {
      for (const account of await deps.profiles.accountsOf([...deps.emails])) {
        if (account.role === 'admin') continue;
        logger.warn(
          { domain: domainOf(account.email) },
          'an ADMIN_EMAILS address has an account but is not admin: its owner becomes admin by setting the password through the mailed link',
        );
        await askForPassword(account.email);
      }
      for (const admin of await deps.profiles.adminsNotByLink([...deps.emails])) {
        logger.warn(
          { userId: admin.id, domain: domainOf(admin.email), grantedBy: admin.grantedBy },
          'an admin not made through the ADMIN_EMAILS link (made in the admin panel, or its address is not in ADMIN_EMAILS); check that it should be',
        );
      }
    },
  };
}

export type AdminEmails = ReturnType<typeof adminEmails>;
