import { useStudio } from '../shell/studio-context';
import { siteAsPublished } from '../shared/use-studio-data';
import BackupSection from './backup-section';
import { PublicationStatus } from './publication-status';

/** "Publication": when the public pages were last published, and the backups of her data. */
export default function PublicationScreen() {
  const { backend, works, site } = useStudio();
  return (
    <>
      <PublicationStatus works={works} site={siteAsPublished(site)} />
      <BackupSection backend={backend} />
    </>
  );
}
