import { da } from '@shared/messages.da';
import { RegisterForm } from '@web/features/auth/components/register-form';
import { useDocumentTitle } from '@web/lib/use-document-title';
import { Link } from 'react-router';
import { AuthLayout } from '../layouts/auth-layout';
import { paths } from '@web/lib/paths';

export { redirectSignedIn as loader } from '../guards';

export function Component() {
  useDocumentTitle(da.auth.registerTitle);
  return (
    <AuthLayout>
      <h1 className="text-3xl font-bold tracking-tight text-slate-900">{da.auth.registerTitle}</h1>
      <p className="mt-2 text-base text-slate-700">{da.auth.registerIntro}</p>
      <div className="mt-6">
        <RegisterForm />
      </div>
      <p className="mt-6 text-center">
        <Link to={paths.login.href()} className="font-semibold text-indigo-800 underline underline-offset-4 hover:text-indigo-950">
          {da.auth.haveAccount}
        </Link>
      </p>
    </AuthLayout>
  );
}
