import { useRef, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { backendKind } from '@/backend/config';
import { BackendError } from '@/backend/types';
import { adminHref } from '@/domain/paths';
import {
  alertClass,
  controlClass,
  labelClass,
  noteClass,
  primaryButtonClass,
  secondaryButtonClass,
} from '../shared/form-styles';
import { STUDIO_MESSAGES } from '@/content/studio-error-messages';
import { errorCode, errorText, signInErrorMessage } from '../shared/messages';
import { useAdminBackend } from '../shared/use-admin-backend';

/** The length of the token the URL carries, as the earlier site's; it grants nothing. */
const URL_TOKEN_LENGTH = 24;

// Spelled out rather than imported, so that a Firebase build carries no demo code.
const DEMO_NOTE = 'Mode démo : identifiant admin@example.com, mot de passe demo-admin';

/** /admin: "Connection". Signs the painter in, then goes to the admin forms. */
export function SignInPage() {
  const backend = useAdminBackend();
  const navigate = useNavigate();
  const [submitting, setSubmitting] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [passwordShown, setPasswordShown] = useState(false);
  const passwordInput = useRef<HTMLInputElement>(null);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (backend.status !== 'success' || submitting) return;
    const data = new FormData(event.currentTarget);
    const email = String(data.get('email') ?? '');
    const password = String(data.get('password') ?? '');
    setSubmitting(true);
    setFailure(null);
    try {
      const user = await backend.data.signIn(email, password);
      if (!user.isAdmin) {
        await backend.data.signOut();
        throw new BackendError('not-admin', 'This account has no admin claim');
      }
      navigate(adminHref(user.idToken.slice(0, URL_TOKEN_LENGTH)));
    } catch (error) {
      const code = errorCode(error);
      console.error(code, errorText(error));
      setFailure(signInErrorMessage(code));
      setSubmitting(false);
      passwordInput.current?.focus();
      passwordInput.current?.select();
    }
  };

  return (
    <section aria-labelledby="connexion-titre" className="mx-auto w-full max-w-md px-4 py-12 sm:py-16">
      <h1 id="connexion-titre" className="mb-6 font-display text-3xl text-ink sm:text-4xl">
        Connection
      </h1>
      {backendKind === 'demo' && <p className={`${noteClass} mb-6`}>{DEMO_NOTE}</p>}
      <form noValidate onSubmit={(event) => void onSubmit(event)} className="space-y-5">
        <div>
          <label htmlFor="connexion-identifiant" className={labelClass}>
            Identifiant
          </label>
          <input
            id="connexion-identifiant"
            name="email"
            type="email"
            inputMode="email"
            autoComplete="username"
            autoCapitalize="none"
            spellCheck={false}
            placeholder="Identifiant"
            className={controlClass}
          />
        </div>
        <div>
          <label htmlFor="connexion-mot-de-passe" className={labelClass}>
            Mot de passe
          </label>
          <input
            ref={passwordInput}
            id="connexion-mot-de-passe"
            name="password"
            type={passwordShown ? 'text' : 'password'}
            autoComplete="current-password"
            autoCapitalize="none"
            spellCheck={false}
            placeholder="Mot de passe"
            className={controlClass}
          />
          <button
            type="button"
            aria-pressed={passwordShown}
            aria-controls="connexion-mot-de-passe"
            onClick={() => setPasswordShown((shown) => !shown)}
            className={`${secondaryButtonClass} mt-2 px-3 py-1.5 text-sm`}
          >
            {passwordShown ? 'Masquer le mot de passe' : 'Afficher le mot de passe'}
          </button>
        </div>
        {failure && (
          <p role="alert" className={alertClass}>
            {failure}
          </p>
        )}
        {backend.status === 'error' && (
          <p role="alert" className={alertClass}>
            {STUDIO_MESSAGES.loadFailed}
          </p>
        )}
        <button
          type="submit"
          disabled={submitting || backend.status !== 'success'}
          className={`${primaryButtonClass} w-full`}
        >
          {submitting ? 'Connexion…' : 'Se Connecter'}
        </button>
      </form>
    </section>
  );
}
