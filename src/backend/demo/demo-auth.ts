import { BackendError, type AdminUser, type Unsubscribe } from '../types';

/** The demo's one account, shown on the sign-in page in demo mode. */
export const DEMO_ACCOUNT = { email: 'admin@example.com', password: 'demo-admin' } as const;

export interface DemoAccount {
  email: string;
  password: string;
  isAdmin: boolean;
}

/** Where the signed-in user is kept: localStorage in the browser (shared by its tabs). */
export interface SessionStorage {
  read(): AdminUser | null;
  write(user: AdminUser | null): void;
}

const SESSION_KEY = 'portfolio-demo-session';

export const localSession: SessionStorage = {
  read() {
    try {
      const user = JSON.parse(localStorage.getItem(SESSION_KEY) ?? 'null') as AdminUser | null;
      return user && typeof user.idToken === 'string' ? user : null;
    } catch {
      return null;
    }
  },
  write(user) {
    if (user) localStorage.setItem(SESSION_KEY, JSON.stringify(user));
    else localStorage.removeItem(SESSION_KEY);
  },
};

function randomToken(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(48));
  return btoa(String.fromCharCode(...bytes)).replace(/[+/=]/g, '');
}

export interface DemoAuthOptions {
  accounts: readonly DemoAccount[];
  session: SessionStorage;
  /** Tells the other tabs that the session changed. */
  announce: () => void;
  /** How long a sign-in takes, so that the form shows its waiting state as with Firebase. */
  signInMs?: number;
}

/** Sign-in for the demo: accounts known in advance, a wrong password refused as Firebase does. */
export class DemoAuth {
  private readonly listeners = new Set<(user: AdminUser | null) => void>();

  constructor(private readonly options: DemoAuthOptions) {}

  currentUser(): AdminUser | null {
    return this.options.session.read();
  }

  isAdmin(): boolean {
    return this.currentUser()?.isAdmin === true;
  }

  /** Tells this tab's listeners (the session changed here or in another tab). */
  refresh(): void {
    const user = this.currentUser();
    for (const listener of this.listeners) listener(user);
  }

  private change(user: AdminUser | null): void {
    this.options.session.write(user);
    this.refresh();
    this.options.announce();
  }

  async signIn(email: string, password: string): Promise<AdminUser> {
    const pause = this.options.signInMs ?? 150;
    if (pause > 0) await new Promise((resolve) => setTimeout(resolve, pause));
    const account = this.options.accounts.find(
      (candidate) => candidate.email === email.trim().toLowerCase() && candidate.password === password,
    );
    if (!account) throw new BackendError('wrong-credentials', 'Demo sign-in refused: wrong email or password');
    const user = {
      uid: `demo:${account.email}`,
      email: account.email,
      isAdmin: account.isAdmin,
      idToken: randomToken(),
    };
    this.change(user);
    return user;
  }

  async signOut(): Promise<void> {
    this.change(null);
  }

  /** Calls back now and on every change. */
  onUserChanged(callback: (user: AdminUser | null) => void): Unsubscribe {
    this.listeners.add(callback);
    callback(this.currentUser());
    return () => {
      this.listeners.delete(callback);
    };
  }
}
