import { describe, expect, it } from 'vitest';
import { DEFAULT_SITE_CONTENT } from '@/content/site-seed';
import type { SiteContent } from '@/domain/site-content';
import { LOADING, failure, success, type AsyncState, type LiveState } from '@/hooks/use-subscription';
import { siteAsPublished } from '../shared/use-studio-data';

const retry = () => {};
const followed = (state: AsyncState<SiteContent | null>, stalled = false): LiveState<SiteContent | null> => ({
  ...state,
  stalled,
  answered: state.status !== 'loading',
  retry,
});

describe('siteAsPublished', () => {
  it('reads a missing site node as the texts delivered with the site, as the public pages do', () => {
    expect(siteAsPublished(followed(success(null)))).toEqual(followed(success(DEFAULT_SITE_CONTENT)));
  });

  it('passes a stored site node on as it is', () => {
    const stored: SiteContent = { ...DEFAULT_SITE_CONTENT, interventions: 'Ateliers à Fécamp.' };
    expect(siteAsPublished(followed(success(stored))).data).toBe(stored);
  });

  it('keeps loading, stalled, answered, the error and retry', () => {
    expect(siteAsPublished(followed(LOADING, true))).toEqual(followed(LOADING, true));
    const error = new Error('offline');
    expect(siteAsPublished(followed(failure(error)))).toEqual(followed(failure(error)));
  });
});
