import { useStudio } from '../shell/studio-context';
import { TrashSection } from './trash-section';

export default function TrashScreen() {
  const { backend, trash } = useStudio();
  return <TrashSection backend={backend} trash={trash} />;
}
