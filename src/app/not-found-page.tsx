import { Link } from 'react-router-dom';
import { PATHS } from '@/domain/paths';

export function NotFoundPage() {
  return (
    <div className="mx-auto flex min-h-[50vh] max-w-page flex-col items-center justify-center gap-6 px-6 py-section text-center">
      <h1 className="text-4xl">404: Not Found</h1>
      <p className="text-muted">Cette page n'existe pas ou a été déplacée.</p>
      <Link to={PATHS.home} className="rounded-full bg-accent px-6 py-3 text-white hover:bg-accent-dark">
        Retour à l'accueil
      </Link>
    </div>
  );
}
