import { describe, expect, it } from 'vitest';
import { BackendError, type BackendErrorCode } from '@/backend/types';
import { errorCode, signInErrorMessage, studioErrorMessage, type StudioAction } from '../shared/messages';

const ALL_CODES: BackendErrorCode[] = [
  'wrong-credentials',
  'too-many-attempts',
  'not-admin',
  'network',
  'timeout',
  'session-expired',
  'duplicate-numero',
  'invalid-field',
  'gone',
  'trash-occupied',
  'upload-failed',
  'permission-denied',
  'unknown',
];
const ACTIONS: StudioAction[] = ['save', 'delete', 'restore', 'purge'];

describe('admin messages', () => {
  it('reads the code of a BackendError, and calls anything else unknown', () => {
    expect(errorCode(new BackendError('network', 'offline'))).toBe('network');
    expect(errorCode(new Error('boom'))).toBe('unknown');
    expect(errorCode('boom')).toBe('unknown');
  });

  it('has a French sentence for every code, in every situation', () => {
    for (const code of ALL_CODES) {
      expect(signInErrorMessage(code)).toMatch(/^[A-ZÉ].*\.$/);
      for (const action of ACTIONS) {
        expect(studioErrorMessage(new BackendError(code, 'x'), action), `${code} on ${action}`).toMatch(/^[A-ZÉ].*\.$/);
      }
    }
    expect(signInErrorMessage('duplicate-numero')).toBe('La connexion a échoué. Réessayez.');
    expect(studioErrorMessage(new BackendError('wrong-credentials', 'x'), 'save')).toBe(
      "L'enregistrement a échoué. Réessayez.",
    );
    expect(studioErrorMessage(new Error('boom'), 'delete')).toBe('La suppression a échoué. Réessayez.');
  });

  it('asks to sign in again for an expired session, and for nothing else', () => {
    for (const code of ALL_CODES) {
      const message = studioErrorMessage(new BackendError(code, 'x'), 'save');
      expect(message.includes('Reconnectez-vous'), code).toBe(code === 'session-expired' || code === 'not-admin');
    }
  });

  it('names the field the database refuses', () => {
    const refused = new BackendError('invalid-field', 'x', { field: 'years' });
    expect(studioErrorMessage(refused, 'save')).toBe(
      'La base de données refuse le champ « Année » : corrigez-le, puis réessayez.',
    );
  });

  it('tells a restore onto a taken numéro from a duplicate in a form', () => {
    const taken = new BackendError('duplicate-numero', 'x');
    expect(studioErrorMessage(taken, 'save')).toBe(
      'Ce numéro existe déjà dans cette catégorie : choisissez-en un autre.',
    );
    expect(studioErrorMessage(taken, 'restore')).toMatch(/^Ce numéro a été repris entre-temps/);
  });
});
