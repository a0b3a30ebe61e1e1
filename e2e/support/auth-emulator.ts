// Accounts on Firebase's Auth emulator, made through its REST API as an admin would make them
// (scripts/test/run-e2e.mjs starts it and gives its address in E2E_AUTH_EMULATOR_URL).
import { expect, type APIRequestContext } from '@playwright/test';

const AUTH_URL = process.env.E2E_AUTH_EMULATOR_URL ?? '';
const PROJECT_ID = process.env.E2E_PROJECT_ID ?? '';

export interface Account {
  email: string;
  password: string;
}

/** A new email/password account, unique to this call; with the admin claim when `admin`. */
export async function createAccount(request: APIRequestContext, { admin }: { admin: boolean }): Promise<Account> {
  const account = { email: `peintre-${crypto.randomUUID()}@example.com`, password: 'mot-de-passe-solide' };
  const signUp = await request.post(`${AUTH_URL}/identitytoolkit.googleapis.com/v1/accounts:signUp?key=emulator`, {
    data: { ...account, returnSecureToken: true },
  });
  expect(signUp.ok(), await signUp.text()).toBe(true);
  if (admin) {
    const { localId } = (await signUp.json()) as { localId: string };
    // The emulator's "owner" token stands for the Admin SDK (scripts/deploy/set-admin.mjs in production).
    const update = await request.post(
      `${AUTH_URL}/identitytoolkit.googleapis.com/v1/projects/${PROJECT_ID}/accounts:update`,
      {
        headers: { Authorization: 'Bearer owner' },
        data: { localId, customAttributes: JSON.stringify({ admin: true }) },
      },
    );
    expect(update.ok(), await update.text()).toBe(true);
  }
  return account;
}
