import { useStudio } from '../shell/studio-context';
import { BooksForm } from './books-form';
import { SiteTextScreen } from './site-text-screen';

export default function BooksScreen() {
  const { backend } = useStudio();
  return <SiteTextScreen>{(site) => <BooksForm backend={backend} stored={site.books} />}</SiteTextScreen>;
}
