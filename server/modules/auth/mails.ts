/** The Danish account mails. Plain text first; the HTML is the same words with a button. */
const escape = (s: string) => s.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

function layout(title: string, intro: string, action: string, url: string) {
  const text = `${title}\n\n${intro}\n\n${action}: ${url}\n\nHvis du ikke har bedt om dette, kan du se bort fra denne mail.\n\nVenlig hilsen\nFortællehuset`;
  const html = `<!doctype html><html lang="da"><body style="font-family:sans-serif;line-height:1.5;color:#1f2937">
<h1 style="font-size:20px">${escape(title)}</h1><p>${escape(intro)}</p>
<p><a href="${escape(url)}" style="display:inline-block;background:#4f46e5;color:#fff;padding:10px 16px;border-radius:8px;text-decoration:none">${escape(action)}</a></p>
<p style="font-size:12px;color:#6b7280">Hvis du ikke har bedt om dette, kan du se bort fra denne mail.</p></body></html>`;
  return { text, html };
}

export const resetPasswordMail = (url: string) => ({
  subject: 'Nulstil din adgangskode til Fortællehuset',
  ...layout(
    'Nulstil din adgangskode',
    'Vi har modtaget en anmodning om at nulstille adgangskoden til din konto.',
    'Vælg en ny adgangskode',
    url,
  ),
});

export const verifyEmailMail = (url: string) => ({
  subject: 'Bekræft din email til Fortællehuset',
  ...layout('Bekræft din email', 'Tak fordi du har oprettet en konto. Bekræft venligst din email for at fortsætte.', 'Bekræft email', url),
});

export const existingAccountMail = (url: string) => ({
  subject: 'Du har allerede en konto hos Fortællehuset',
  ...layout(
    'Du har allerede en konto',
    'Nogen forsøgte at oprette en ny konto med din email. Har du glemt din adgangskode, kan du nulstille den her.',
    'Nulstil adgangskode',
    url,
  ),
});

/** The link that makes an ADMIN_EMAILS address admin: only setting the password through it does. */
export const adminPasswordMail = (url: string) => ({
  subject: 'Vælg adgangskode til din administratorkonto i Fortællehuset',
  ...layout(
    'Vælg din adgangskode',
    'Din email står som administrator af denne installation af Fortællehuset. Du bliver administrator, når du vælger adgangskoden til kontoen her. Alle, der er logget ind på kontoen i forvejen, bliver logget ud.',
    'Vælg adgangskode',
    url,
  ),
});
