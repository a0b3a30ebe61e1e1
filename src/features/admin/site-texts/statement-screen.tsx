import { useStudio } from '../shell/studio-context';
import { StatementForm } from './text-sections';
import { SiteTextScreen } from './site-text-screen';

export default function StatementScreen() {
  const { backend } = useStudio();
  return <SiteTextScreen>{(site) => <StatementForm backend={backend} stored={site.statement} />}</SiteTextScreen>;
}
