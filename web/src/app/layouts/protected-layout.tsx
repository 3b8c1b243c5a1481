import { da } from '@shared/messages.da';
import { useIsMutating } from '@tanstack/react-query';
import { BrandMark } from '@web/components/ui/brand-mark';
import { Spinner } from '@web/components/ui/spinner';
import { FullPageLoading } from '@web/components/ui/states';
import { useMe } from '@web/lib/me';
import { useSignOut } from '@web/features/auth/hooks/use-sign-out';
import { deleteAccountKey } from '@web/features/profile/api/delete-account';
import { BookOpen, Images, LayoutDashboard, LogOut, Menu, PlusCircle, ShieldCheck, UserRound, X } from 'lucide-react';
import { type ComponentType, useEffect, useRef, useState } from 'react';
import { Link, NavLink, Outlet, useLocation, useNavigate } from 'react-router';
import { useLiveEntitlements } from '../live-entitlements';
import { OfflineBanner } from '../offline-sync';
import { paths } from '@web/lib/paths';
import type { SignedInContext } from './signed-in-user';

const t = da.nav;

interface NavItem {
  to: string;
  label: string;
  Icon: ComponentType<{ className?: string; 'aria-hidden'?: boolean | 'true' }>;
}

/** The frame of every signed-in page: sidebar (a menu on small screens) and the page. Its guard is `requireUser`. */
export function ProtectedLayout() {
  const { data: me } = useMe();
  const signOut = useSignOut();
  const location = useLocation();
  const navigate = useNavigate();
  const [menuOpen, setMenuOpen] = useState(false);
  const toggle = useRef<HTMLButtonElement>(null);
  const main = useRef<HTMLElement>(null);
  const lastPath = useRef(location.pathname);
  useLiveEntitlements(me);

  // Back from the payment page on any address with checkout=success: the page that waits for Premium.
  const checkoutReturn =
    new URLSearchParams(location.search).get('checkout') === 'success' && location.pathname !== paths.paymentSuccess.path;
  useEffect(() => {
    if (checkoutReturn) void navigate(paths.paymentSuccess.href({ checkout: 'success' }), { replace: true });
  }, [checkoutReturn, navigate]);

  // A new page: close the phone menu and move focus to the content, as a page load would.
  useEffect(() => {
    if (lastPath.current === location.pathname) return;
    lastPath.current = location.pathname;
    setMenuOpen(false);
    main.current?.focus({ preventScroll: true });
  }, [location.pathname]);

  // The session ended elsewhere (another tab signed out, or it expired): back to login.
  const deletingAccount = useIsMutating({ mutationKey: deleteAccountKey }) > 0;
  const sessionGone = me === null && signOut.isIdle && !deletingAccount;
  useEffect(() => {
    if (sessionGone) void navigate(paths.login.href({ next: location.pathname }), { replace: true });
  }, [sessionGone, navigate, location.pathname]);

  useEffect(() => {
    if (!menuOpen) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') {
        setMenuOpen(false);
        toggle.current?.focus();
      }
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [menuOpen]);

  if (!me) return <FullPageLoading />;

  const items: NavItem[] = [
    { to: paths.dashboard.href(), label: t.dashboard, Icon: LayoutDashboard },
    ...(me.isPro ? [{ to: paths.newStory.href(), label: t.newStory, Icon: PlusCircle }] : []),
    { to: paths.stories.href(), label: t.myStories, Icon: BookOpen },
    { to: paths.cards.href(), label: t.images, Icon: Images },
    { to: paths.profile.href(), label: t.profile, Icon: UserRound },
    ...(me.isAdmin ? [{ to: paths.admin.href(), label: t.admin, Icon: ShieldCheck }] : []),
  ];
  const context: SignedInContext = { me };

  return (
    <div className="min-h-dvh bg-canvas lg:flex">
      <a
        href="#main"
        className="sr-only z-50 rounded-xl bg-white px-4 py-3 font-semibold text-indigo-800 shadow focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
      >
        {t.skipToContent}
      </a>

      <header className="sticky top-0 z-30 flex items-center justify-between gap-3 border-b border-slate-200 bg-white px-4 py-3 lg:hidden">
        <Link to={paths.dashboard.href()} className="rounded-xl focus-visible:outline-3 focus-visible:outline-indigo-600">
          <BrandMark />
        </Link>
        <button
          ref={toggle}
          type="button"
          aria-expanded={menuOpen}
          aria-controls="main-nav"
          aria-label={menuOpen ? t.closeMenu : t.openMenu}
          onClick={() => setMenuOpen((open) => !open)}
          className="inline-flex min-h-11 items-center gap-2 rounded-xl border border-slate-300 px-3 font-semibold text-slate-800 hover:bg-slate-50 focus-visible:outline-3 focus-visible:outline-indigo-600"
        >
          {menuOpen ? <X aria-hidden="true" className="size-5" /> : <Menu aria-hidden="true" className="size-5" />}
          <span aria-hidden="true">{t.menu}</span>
        </button>
      </header>

      {/* The column's white reaches the foot of a long page; inside it the menu stays in view, with its own scroll when the window is short. */}
      <aside
        id="main-nav"
        className={`${menuOpen ? 'flex' : 'hidden'} z-20 flex-col border-b border-slate-200 bg-white shadow-sm lg:flex lg:w-72 lg:shrink-0 lg:border-r lg:border-b-0 lg:shadow-none`}
      >
        <div className="flex flex-1 flex-col px-4 pt-3 pb-5 lg:sticky lg:top-0 lg:h-screen lg:overflow-y-auto lg:px-5 lg:pt-6">
          <Link
            to={paths.dashboard.href()}
            className="mb-8 hidden rounded-xl focus-visible:outline-3 focus-visible:outline-indigo-600 lg:inline-flex"
          >
            <BrandMark />
          </Link>
          <nav aria-label={t.mainNav} className="flex-1">
            <ul className="flex flex-col gap-1">
              {items.map(({ to, label, Icon }) => (
                <li key={to}>
                  <NavLink
                    to={to}
                    onClick={() => setMenuOpen(false)}
                    className={({ isActive }) =>
                      `flex min-h-12 items-center gap-3 rounded-xl px-4 text-lg font-medium transition-colors focus-visible:outline-3 focus-visible:outline-indigo-600 ${
                        isActive ? 'bg-indigo-50 text-indigo-800' : 'text-slate-700 hover:bg-slate-50 hover:text-slate-900'
                      }`
                    }
                  >
                    <Icon aria-hidden="true" className="size-5 shrink-0" />
                    {label}
                  </NavLink>
                </li>
              ))}
            </ul>
          </nav>
          <div className="mt-4 border-t border-slate-200 pt-4">
            <p className="truncate px-4 text-sm text-slate-600" title={me.email}>
              {me.email}
            </p>
            <button
              type="button"
              onClick={() => signOut.mutate()}
              disabled={signOut.isPending}
              className="mt-2 flex min-h-12 w-full items-center gap-3 rounded-xl px-4 text-lg font-medium text-slate-700 hover:bg-rose-50 hover:text-rose-800 focus-visible:outline-3 focus-visible:outline-indigo-600 disabled:opacity-60"
            >
              {signOut.isPending ? <Spinner className="size-5" /> : <LogOut aria-hidden="true" className="size-5" />}
              {signOut.isPending ? da.auth.signingOut : t.signOut}
            </button>
          </div>
        </div>
      </aside>

      <main id="main" ref={main} tabIndex={-1} className="min-w-0 flex-1 px-4 py-8 focus:outline-none sm:px-8 lg:px-12 lg:py-12">
        <div className="mx-auto max-w-5xl">
          <OfflineBanner />
          <Outlet context={context} />
        </div>
      </main>
    </div>
  );
}
