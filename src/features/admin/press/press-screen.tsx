import { SiteTextScreen } from '../site-texts/site-text-screen';
import { useStudio } from '../shell/studio-context';
import { PressForm } from './press-section-form';

export default function PressScreen() {
  const { backend } = useStudio();
  return <SiteTextScreen>{(site) => <PressForm backend={backend} stored={site.press} />}</SiteTextScreen>;
}
