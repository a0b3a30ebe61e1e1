import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { withDeadline } from '@/backend/deadline';
import type { AdminBackend, PreparedPhoto } from '@/backend/types';
import { ARTWORK_TYPES, type ArtworkType } from '@/domain/artwork';
import { normalNumero } from '@/domain/database-reader';
import { checkPhoto, PHOTO_MESSAGES } from '@/domain/photo-rules';
import { draftProblems, formValuesOf, type DraftProblems } from './draft-checks';
import { proposeFieldsFromFileName } from './draft-title';
import type { DraftFields, DraftStore, StoredDraft } from './draft-store';
import { canDecodePhoto, preparePhoto } from '../photos/prepare-photo';
import { errorCode, studioErrorMessage } from '../shared/messages';
import type { WorksByType } from '../shared/use-studio-data';
import { fieldsFromForm } from '../works/artwork-form-values';

/**
 * How many photos are prepared at once. Each is decoded whole and encoded three times: two at
 * once keep the processor busy without holding more than two full-size images in a phone's memory.
 */
export const PREPARE_AT_ONCE = 2;

/**
 * How long one photo's preparation may take before it is given up (a 20 MB photo on an old
 * phone takes seconds, not minutes): past it, the draft says so and the others go on.
 */
export const PREPARE_TIMEOUT_MS = 120_000;

export type PhotoState =
  | { step: 'waiting' }
  | { step: 'preparing' }
  | { step: 'ready'; prepared: PreparedPhoto }
  | { step: 'failed'; message: string };

export type PublishState =
  { step: 'idle' } | { step: 'publishing'; fraction: number } | { step: 'failed'; message: string };

export interface Draft {
  id: string;
  created: number;
  photo: File;
  fields: DraftFields;
  photoState: PhotoState;
  publish: PublishState;
}

/** A file she gave that is not a photo the studio takes, and why. */
export interface RefusedFile {
  name: string;
  message: string;
}

/**
 * Failures after which publishing the next drafts would fail the same way: the rest wait,
 * unchanged, for her to sign in again or for the connection to come back.
 */
const STOPS_THE_BATCH = new Set(['session-expired', 'not-admin', 'network', 'timeout']);

function draftOf(stored: StoredDraft): Draft {
  return {
    id: stored.id,
    created: stored.created,
    photo: stored.photo,
    fields: stored.fields,
    photoState: stored.prepared ? { step: 'ready', prepared: stored.prepared } : { step: 'waiting' },
    publish: { step: 'idle' },
  };
}

async function prepare(photo: File): Promise<PhotoState> {
  const check = checkPhoto(photo);
  if (!check.ok) return { step: 'failed', message: check.message };
  try {
    if (check.needsDecodeCheck && !(await canDecodePhoto(photo))) {
      return { step: 'failed', message: PHOTO_MESSAGES.heicUnreadable };
    }
    const prepared = await withDeadline('Photo preparation', preparePhoto(photo), PREPARE_TIMEOUT_MS);
    return { step: 'ready', prepared };
  } catch (error) {
    console.error('Photo preparation failed', photo.name, error);
    return { step: 'failed', message: PHOTO_MESSAGES.unprocessable };
  }
}

/** Whether a draft can be published now: its photo prepared, nothing to correct, not under way. */
export function isPublishable(draft: Draft, problems: DraftProblems | undefined): boolean {
  return (
    draft.photoState.step === 'ready' &&
    draft.publish.step !== 'publishing' &&
    (problems === undefined || Object.keys(problems).length === 0)
  );
}

/**
 * The batch's drafts: made from the photos she gives, kept in `store` under her uid (`owner`),
 * their photos prepared in the background PREPARE_AT_ONCE at a time, published through the same
 * backend call as the add form, one by one or all at once. A failure stays on its draft.
 */
export function useBatch(
  backend: AdminBackend,
  store: DraftStore,
  owner: string | null,
  works: WorksByType | undefined,
) {
  const [drafts, setDrafts] = useState<Draft[]>([]);
  const [type, setTypeState] = useState<ArtworkType>(ARTWORK_TYPES[0]);
  const [loaded, setLoaded] = useState(false);
  /** The store failed: the drafts live in this page only, and she is told so. */
  const [storeFailed, setStoreFailed] = useState(false);
  const [publishingAll, setPublishingAll] = useState(false);
  /** The outcome of the last "publish all", for the live summary. */
  const [outcome, setOutcome] = useState<string | null>(null);
  const latest = useRef<Draft[]>(drafts);
  latest.current = drafts;
  const typeRef = useRef(type);
  typeRef.current = type;

  const keepSafe = useCallback((write: Promise<unknown>) => {
    write.catch((error: unknown) => {
      console.error('Batch drafts: the browser store failed', error);
      setStoreFailed(true);
    });
  }, []);

  // Her drafts and her batch's gallery, as the store kept them.
  useEffect(() => {
    if (owner === null) return;
    let current = true;
    Promise.all([store.list(owner), store.batchType(owner)])
      .then(([stored, storedType]) => {
        if (!current) return;
        // Drafts she added while the store was read come after the stored ones.
        setDrafts((added) => [...stored.map(draftOf), ...added.filter((d) => !stored.some((s) => s.id === d.id))]);
        if (storedType) setTypeState(storedType);
      })
      .catch((error: unknown) => {
        console.error('Batch drafts: the browser store could not be read', error);
        if (current) setStoreFailed(true);
      })
      .finally(() => {
        if (current) setLoaded(true);
      });
    return () => {
      current = false;
    };
  }, [store, owner]);

  const update = useCallback((id: string, change: (draft: Draft) => Draft) => {
    setDrafts((list) => list.map((d) => (d.id === id ? change(d) : d)));
  }, []);

  // The photos waiting, prepared a few at a time; each outcome lands on its own draft.
  const running = useRef(new Set<string>());
  useEffect(() => {
    const free = PREPARE_AT_ONCE - running.current.size;
    if (free <= 0) return;
    const next = drafts.filter((d) => d.photoState.step === 'waiting' && !running.current.has(d.id)).slice(0, free);
    for (const draft of next) {
      running.current.add(draft.id);
      update(draft.id, (d) => ({ ...d, photoState: { step: 'preparing' } }));
      void prepare(draft.photo).then((state) => {
        running.current.delete(draft.id);
        if (state.step === 'ready') keepSafe(store.savePrepared(draft.id, state.prepared));
        update(draft.id, (d) => ({ ...d, photoState: state }));
      });
    }
  }, [drafts, store, update, keepSafe]);

  const problems = useMemo(() => {
    const byId = new Map<string, DraftProblems>();
    const gallery = works?.[type] ?? [];
    for (const draft of drafts) {
      const others = drafts.filter((d) => d.id !== draft.id).map((d) => normalNumero(d.fields.subtitle));
      byId.set(
        draft.id,
        draftProblems(
          draft.fields,
          type,
          gallery,
          others.filter((n) => n !== ''),
        ),
      );
    }
    return byId;
  }, [drafts, works, type]);

  const addFiles = useCallback(
    (files: readonly File[]): RefusedFile[] => {
      const refused: RefusedFile[] = [];
      const made: Draft[] = [];
      const now = Date.now();
      for (const file of files) {
        const check = checkPhoto(file);
        if (!check.ok) {
          refused.push({ name: file.name, message: check.message });
          continue;
        }
        made.push({
          id: crypto.randomUUID(),
          created: now + made.length,
          photo: file,
          fields: { ...proposeFieldsFromFileName(file.name), years: '', dimensions: '' },
          photoState: { step: 'waiting' },
          publish: { step: 'idle' },
        });
      }
      if (made.length > 0) {
        setOutcome(null);
        setDrafts((list) => [...list, ...made]);
        if (owner !== null) {
          keepSafe(store.add(made.map(({ id, created, photo, fields }) => ({ id, owner, created, photo, fields }))));
        }
      }
      return refused;
    },
    [owner, store, keepSafe],
  );

  const setType = useCallback(
    (next: ArtworkType) => {
      setTypeState(next);
      if (owner !== null) keepSafe(store.setBatchType(owner, next));
    },
    [owner, store, keepSafe],
  );

  const setFields = useCallback(
    (id: string, fields: DraftFields) => {
      // A failed publication's message no longer applies once she corrects the draft.
      update(id, (d) => ({ ...d, fields, publish: d.publish.step === 'failed' ? { step: 'idle' } : d.publish }));
      keepSafe(store.saveFields(id, fields));
    },
    [store, update, keepSafe],
  );

  const remove = useCallback(
    (id: string) => {
      setDrafts((list) => list.filter((d) => d.id !== id));
      keepSafe(store.remove(id));
    },
    [store, keepSafe],
  );

  const removeAll = useCallback(() => {
    // A draft being published stays: its publication is under way.
    setDrafts((list) => list.filter((d) => d.publish.step === 'publishing'));
    for (const draft of latest.current) if (draft.publish.step !== 'publishing') keepSafe(store.remove(draft.id));
    setOutcome(null);
  }, [store, keepSafe]);

  const retryPhoto = useCallback(
    (id: string) => update(id, (d) => ({ ...d, photoState: { step: 'waiting' } })),
    [update],
  );

  /** Publishes one draft; resolves with the failure's code, or null once it is published. */
  const publishOne = useCallback(
    async (id: string): Promise<string | null> => {
      const draft = latest.current.find((d) => d.id === id);
      if (!draft || draft.photoState.step !== 'ready' || draft.publish.step === 'publishing') return 'unknown';
      const prepared = draft.photoState.prepared;
      update(id, (d) => ({ ...d, publish: { step: 'publishing', fraction: 0 } }));
      try {
        const fields = fieldsFromForm(formValuesOf(draft.fields, typeRef.current));
        await backend.addArtwork(fields, prepared, (fraction) =>
          update(id, (d) => ({ ...d, publish: { step: 'publishing', fraction } })),
        );
      } catch (error) {
        console.error('Batch: publishing a draft failed', error);
        update(id, (d) => ({ ...d, publish: { step: 'failed', message: studioErrorMessage(error, 'save') } }));
        return errorCode(error);
      }
      remove(id);
      return null;
    },
    [backend, update, remove],
  );

  const publish = useCallback(
    async (id: string) => {
      setOutcome(null);
      const failure = await publishOne(id);
      if (failure === null) setOutcome(BATCH_SUMMARY.published(1, 0));
    },
    [publishOne],
  );

  const publishAll = useCallback(async () => {
    const ids = latest.current.filter((d) => isPublishable(d, problems.get(d.id))).map((d) => d.id);
    if (ids.length === 0) return;
    setPublishingAll(true);
    setOutcome(null);
    let published = 0;
    let failed = 0;
    try {
      // One after the other: each upload has the connection to itself, and a failure that would
      // repeat (an expired session, no network) stops the batch before it fails every draft.
      for (const id of ids) {
        const failure = await publishOne(id);
        if (failure === null) published++;
        else {
          failed++;
          if (STOPS_THE_BATCH.has(failure)) break;
        }
      }
    } finally {
      setPublishingAll(false);
      setOutcome(BATCH_SUMMARY.published(published, failed));
    }
  }, [problems, publishOne]);

  return {
    drafts,
    problems,
    type,
    setType,
    loaded,
    storeFailed,
    addFiles,
    setFields,
    remove,
    removeAll,
    retryPhoto,
    publish,
    publishAll,
    publishingAll,
    outcome,
  };
}

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/** The sentences of the live summary. */
export const BATCH_SUMMARY = {
  published: (published: number, failed: number) => {
    const done = published === 0 ? 'Aucune œuvre publiée' : plural(published, 'œuvre publiée', 'œuvres publiées');
    if (failed === 0) return `${done}.`;
    return `${done} ; ${plural(failed, "brouillon n'a pas pu l'être", "brouillons n'ont pas pu l'être")} : voyez ${failed === 1 ? 'son message' : 'leurs messages'}.`;
  },
  counts: (total: number, ready: number, complete: number) =>
    total === 0
      ? 'Aucun brouillon.'
      : `${plural(total, 'brouillon', 'brouillons')} · photos prêtes : ${ready} sur ${total} · ${complete === 0 ? 'aucun complet' : plural(complete, 'complet', 'complets')}.`,
} as const;
