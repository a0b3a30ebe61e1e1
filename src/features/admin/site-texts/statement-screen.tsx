import { useStudio } from '../shell/studio-context';
import { StatementForm } from './statement-form';
import { SiteTextScreen } from './site-text-screen';

export default function StatementScreen() {
  const { backend } = useStudio();
  return <SiteTextScreen>{(site) => <StatementForm backend={backend} stored={site.statement} />}</SiteTextScreen>;
}
