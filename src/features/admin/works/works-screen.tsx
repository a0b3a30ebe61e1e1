import { useState } from 'react';
import { useStudio } from '../shell/studio-context';
import { Catalogue } from './catalogue';
import { EditArtworkForm, type WorkRef } from './edit-artwork-form';

/** "Œuvres": every work by gallery, and the editor of the one she chooses. */
export default function WorksScreen() {
  const { backend, works } = useStudio();
  const [editing, setEditing] = useState<WorkRef | null>(null);
  const [focusRequest, setFocusRequest] = useState(0);
  return (
    <>
      <EditArtworkForm
        backend={backend}
        works={works}
        selection={editing}
        onSelect={setEditing}
        focusRequest={focusRequest}
      />
      <Catalogue
        backend={backend}
        works={works}
        onEdit={(work) => {
          setEditing(work);
          setFocusRequest((n) => n + 1);
        }}
      />
    </>
  );
}
