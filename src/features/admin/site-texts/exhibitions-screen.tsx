import { useStudio } from '../shell/studio-context';
import { ExhibitionsForm } from './exhibitions-form';
import { SiteTextScreen } from './site-text-screen';

export default function ExhibitionsScreen() {
  const { backend } = useStudio();
  return <SiteTextScreen>{(site) => <ExhibitionsForm backend={backend} stored={site.exhibitions} />}</SiteTextScreen>;
}
