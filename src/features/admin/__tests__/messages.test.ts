import { describe, expect, it } from 'vitest';
import { BackendError, type BackendErrorCode } from '@/backend/types';
import { deleteErrorMessage, errorCode, saveErrorMessage, signInErrorMessage } from '../messages';

const ALL_CODES: BackendErrorCode[] = [
  'wrong-credentials',
  'too-many-attempts',
  'network',
  'not-admin',
  'duplicate-numero',
  'permission-denied',
  'upload-failed',
  'unknown',
];

describe('admin messages', () => {
  it('reads the code of a BackendError, and calls anything else unknown', () => {
    expect(errorCode(new BackendError('network', 'offline'))).toBe('network');
    expect(errorCode(new Error('boom'))).toBe('unknown');
    expect(errorCode('boom')).toBe('unknown');
  });

  it('has a French sentence for every code, in every situation', () => {
    for (const code of ALL_CODES) {
      for (const message of [signInErrorMessage(code), saveErrorMessage(code), deleteErrorMessage(code)]) {
        expect(message).toMatch(/^[A-ZÉ].*\.$/);
      }
    }
    expect(signInErrorMessage('duplicate-numero')).toBe('La connexion a échoué. Réessayez.');
    expect(saveErrorMessage('wrong-credentials')).toBe("L'enregistrement a échoué. Réessayez.");
    expect(deleteErrorMessage('upload-failed')).toBe('La suppression a échoué. Réessayez.');
  });
});
