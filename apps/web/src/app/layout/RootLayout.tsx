import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { AutoSignOutRedirect } from '../AutoSignOutRedirect';
import { SignOutOnArrival } from '../SignOutOnArrival';
import { Footer } from './Footer';
import { Header } from './Header';
import { PageFallback } from './PageFallback';
import { ScrollToTop } from './ScrollToTop';
import { MAIN_CONTENT_ID, SkipLink } from './SkipLink';
import { useEmbeddedMode } from './useEmbeddedMode';

export function RootLayout() {
  const { hideHeader, hideFooter } = useEmbeddedMode();
  return (
    <div className="flex min-h-dvh flex-col">
      <ScrollToTop />
      <AutoSignOutRedirect />
      <SignOutOnArrival />
      {hideHeader ? null : (
        <>
          <SkipLink />
          <Header />
        </>
      )}
      <main id={MAIN_CONTENT_ID} tabIndex={-1} className="flex-1 outline-none">
        <Suspense fallback={<PageFallback />}>
          <Outlet />
        </Suspense>
      </main>
      {hideFooter ? null : <Footer />}
    </div>
  );
}
