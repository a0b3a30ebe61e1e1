import { Outlet } from 'react-router-dom';
import { IdentityProvider } from '@/hooks/use-identity';
import { Footer } from './footer';
import { Header } from './header';
import { ScrollToTop } from './scroll-to-top';

export function Layout() {
  return (
    <IdentityProvider>
      <div className="flex min-h-screen flex-col">
        <ScrollToTop />
        <a
          href="#contenu"
          className="sr-only focus:not-sr-only focus:fixed focus:left-4 focus:top-4 focus:z-50 focus:rounded focus:bg-paper focus:px-4 focus:py-2 focus:text-ink"
        >
          Aller au contenu
        </a>
        <Header />
        <main id="contenu" tabIndex={-1} className="flex-1 focus:outline-none">
          <Outlet />
        </main>
        <Footer />
      </div>
    </IdentityProvider>
  );
}
