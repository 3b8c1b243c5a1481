import { da } from '@shared/messages.da';
import { ButtonLink } from '@web/components/ui/button';
import { ResetPasswordForm } from '@web/features/auth/components/reset-password-form';
import { useDocumentTitle } from '@web/lib/use-document-title';
import { CircleAlert } from 'lucide-react';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { AuthLayout } from '../layouts/auth-layout';
import { paths } from '@web/lib/paths';

/** The reset link from the email lands here with ?token=..., or ?error=INVALID_TOKEN. */
export function Component() {
  const [params] = useSearchParams();
  const token = params.get('token');
  const [invalid, setInvalid] = useState(Boolean(params.get('error')) || !token);
  useDocumentTitle(da.auth.resetTitle);

  return (
    <AuthLayout>
      <h1 className="text-3xl font-bold tracking-tight text-slate-900">{da.auth.resetTitle}</h1>
      <div className="mt-6">
        {invalid || !token ? (
          <div className="flex flex-col gap-5">
            <p role="alert" className="flex gap-3 rounded-2xl bg-rose-50 p-4 text-base text-rose-900">
              <CircleAlert aria-hidden="true" className="size-6 shrink-0 text-rose-700" />
              {da.auth.resetTokenMissing}
            </p>
            <ButtonLink to={paths.login.href({ forgot: true })} size="lg">
              {da.auth.requestNewLink}
            </ButtonLink>
          </div>
        ) : (
          <ResetPasswordForm token={token} onInvalidToken={() => setInvalid(true)} />
        )}
      </div>
    </AuthLayout>
  );
}
