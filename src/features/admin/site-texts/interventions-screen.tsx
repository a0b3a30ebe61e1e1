import { useStudio } from '../shell/studio-context';
import { InterventionsForm } from './interventions-form';
import { SiteTextScreen } from './site-text-screen';

export default function InterventionsScreen() {
  const { backend } = useStudio();
  return (
    <SiteTextScreen>{(site) => <InterventionsForm backend={backend} stored={site.interventions} />}</SiteTextScreen>
  );
}
