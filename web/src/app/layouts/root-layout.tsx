import { Outlet, ScrollRestoration, useNavigation } from 'react-router';

/** Wraps every page: a thin progress bar while the next page loads, and scroll restoration. */
export function RootLayout() {
  const navigation = useNavigation();
  const busy = navigation.state !== 'idle';
  return (
    <>
      <div
        aria-hidden="true"
        className={`fixed inset-x-0 top-0 z-50 h-1 origin-left bg-indigo-600 transition-transform duration-500 motion-reduce:transition-none ${
          busy ? 'scale-x-75' : 'scale-x-0'
        }`}
      />
      <Outlet />
      <ScrollRestoration />
    </>
  );
}
