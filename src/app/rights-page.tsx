import { Link } from 'react-router-dom';
import { ARTIST } from '@/content/artist';
import { RIGHTS_TITLE } from '@/content/rights';
import { PATHS } from '@/domain/paths';

/**
 * /droits: the page every work's image names as its licence. The rights are reserved; whoever
 * wants to reproduce a work asks the artist, through the work's "Demander des informations".
 */
export function RightsPage() {
  return (
    <article className="mx-auto max-w-3xl px-6 py-section">
      <h1 className="mb-8 text-4xl">{RIGHTS_TITLE}</h1>
      <div className="space-y-4 text-lg leading-relaxed">
        <p>
          Les œuvres présentées sur ce site, leurs photographies et les textes qui les accompagnent sont la propriété de{' '}
          {ARTIST.name}. Tous droits réservés.
        </p>
        <p>
          Aucune reproduction, représentation, adaptation ou diffusion, totale ou partielle, n'est permise sans
          l'autorisation écrite de l'artiste, conformément au Code de la propriété intellectuelle.
        </p>
        <p>
          Pour demander l'autorisation de reproduire une œuvre (publication, affiche, article), ouvrez-la dans sa
          galerie et choisissez « Demander des informations », ou écrivez à{' '}
          <a
            href={`mailto:${ARTIST.email}`}
            className="text-accent underline underline-offset-4 hover:text-accent-dark"
          >
            {ARTIST.email}
          </a>
          .
        </p>
        <p>
          <Link to={PATHS.home} className="text-accent underline underline-offset-4 hover:text-accent-dark">
            Retour à l'accueil
          </Link>
        </p>
      </div>
    </article>
  );
}
