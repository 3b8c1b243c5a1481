import { cardMessages, characterMessages, da, storyMessages } from '@shared/messages.da';
import { ForgotPasswordForm } from '@web/features/auth/components/forgot-password-form';
import { RegisterForm } from '@web/features/auth/components/register-form';
import { SignInForm } from '@web/features/auth/components/sign-in-form';
import { useDocumentTitle } from '@web/lib/use-document-title';
import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { AuthLayout } from '../layouts/auth-layout';
import type { SignInReason } from '@web/lib/paths';

type Mode = 'login' | 'register' | 'forgot';

const t = da.auth;
const titles: Record<Mode, string> = { login: t.loginTitle, register: t.registerTitle, forgot: t.forgotTitle };
const intros: Record<Mode, string | undefined> = { login: t.loginIntro, register: t.registerIntro, forgot: undefined };

/** Why a signed-out visitor of a page was sent here (`grund`, set by the guard in guards.ts). */
const reasons: Record<SignInReason, string> = {
  laes: storyMessages.signInToRead,
  rediger: storyMessages.signInToEdit,
  opret: storyMessages.signInToCreate,
  kort: cardMessages.signInToGenerate,
  avatarer: characterMessages.signInToSee,
};

/** Sign in, create an account or ask for a reset link, all on one screen. */
export { redirectSignedIn as loader } from '../guards';

export function Component() {
  const [params] = useSearchParams();
  const [mode, setMode] = useState<Mode>(params.get('glemt') === '1' ? 'forgot' : 'login');
  const grund = params.get('grund') ?? '';
  const reason = Object.hasOwn(reasons, grund) ? reasons[grund as SignInReason] : undefined;
  // A verification link leads here (server/modules/auth/better-auth.ts VERIFIED_CALLBACK); Better Auth adds `error` when it failed.
  const confirmed = params.get('bekraeftet') === '1' ? (params.get('error') ? t.emailConfirmFailed : t.emailConfirmed) : undefined;
  const [email, setEmail] = useState('');
  const heading = useRef<HTMLHeadingElement>(null);
  const firstRender = useRef(true);
  useDocumentTitle(titles[mode]);

  // When the form changes, move focus to its heading so screen readers announce the new form.
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    heading.current?.focus();
  }, [mode]);

  return (
    <AuthLayout>
      <h1 ref={heading} tabIndex={-1} className="text-3xl font-bold tracking-tight text-slate-900 focus:outline-none">
        {titles[mode]}
      </h1>
      {intros[mode] ? <p className="mt-2 text-base text-slate-700">{intros[mode]}</p> : null}
      {reason ? (
        <p role="status" className="mt-4 rounded-xl border border-amber-200 bg-amber-50 px-4 py-3 text-base text-amber-950">
          {reason}
        </p>
      ) : null}

      {confirmed ? (
        <p role="status" className="mt-4 rounded-xl border border-emerald-200 bg-emerald-50 px-4 py-3 text-base text-emerald-950">
          {confirmed}
        </p>
      ) : null}

      {mode !== 'forgot' ? (
        <div role="group" aria-label={t.modeLabel} className="mt-6 grid grid-cols-2 gap-1 rounded-2xl bg-slate-100 p-1">
          {(['login', 'register'] as const).map((m) => (
            <button
              key={m}
              type="button"
              aria-pressed={mode === m}
              onClick={() => setMode(m)}
              className={`min-h-11 rounded-xl px-3 text-base font-semibold transition-colors focus-visible:outline-3 focus-visible:outline-offset-1 focus-visible:outline-indigo-600 ${
                mode === m ? 'bg-white text-indigo-800 shadow-sm' : 'text-slate-700 hover:text-slate-900'
              }`}
            >
              {m === 'login' ? t.signIn : t.register}
            </button>
          ))}
        </div>
      ) : null}

      <div className="mt-6">
        {mode === 'login' ? (
          <SignInForm
            defaultEmail={email}
            onForgotPassword={(current) => {
              setEmail(current);
              setMode('forgot');
            }}
          />
        ) : mode === 'register' ? (
          <RegisterForm />
        ) : (
          <ForgotPasswordForm defaultEmail={email} onDone={() => setMode('login')} />
        )}
      </div>
    </AuthLayout>
  );
}
