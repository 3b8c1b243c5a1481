import { limits, type RateLimiter } from '../../http/rate-limit';
import { logger } from '../../logger';
import type { Mailer } from '../../providers/mail/mailer';

/**
 * At most `limits.mailsPerRecipient` account mails to one address an hour: asking for resets or
 * signing up with someone's address again and again cannot flood their inbox. A mail over the
 * cap is dropped quietly (the answer to the request is the same either way) and logged.
 */
export function recipientCappedMailer(mailer: Mailer, limiter: RateLimiter): Mailer {
  return {
    kind: mailer.kind,
    async send(mail) {
      const taken = await limiter.take(limits.mailsPerRecipient, mail.to.trim().toLowerCase());
      if (!taken.ok) {
        logger.warn(
          { domain: mail.to.slice(mail.to.lastIndexOf('@') + 1), subject: mail.subject },
          'mail not sent: this recipient had enough mails this hour',
        );
        return;
      }
      await mailer.send(mail);
    },
  };
}
