import { SiteTextScreen } from '../site-texts/site-text-screen';
import { useStudio } from '../shell/studio-context';
import { sectionClass, sectionTitleClass } from '../shared/form-styles';
import { CardPictures } from './card-pictures';
import { IdentityForm } from './identity-form';

/**
 * "Identité": who she is, as the public pages say it (docs/identity.md): her name, the tagline,
 * her email and phone, her social links and the hero photo with its phone crop; then the
 * pictures of the home page's cards, each saved on its own.
 */
export default function IdentityScreen() {
  const { backend } = useStudio();
  return (
    <SiteTextScreen>
      {(site) => (
        <>
          <section aria-labelledby="identite-titre" className={sectionClass}>
            <h3 id="identite-titre" className={sectionTitleClass}>
              Qui vous êtes
            </h3>
            <IdentityForm backend={backend} stored={site.identity} />
          </section>
          <section aria-labelledby="identite-cartes-titre" className={sectionClass}>
            <h3 id="identite-cartes-titre" className={sectionTitleClass}>
              Les images des cartes de l’accueil
            </h3>
            <CardPictures backend={backend} stored={site.identity} />
          </section>
        </>
      )}
    </SiteTextScreen>
  );
}
