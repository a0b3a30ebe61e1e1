// The build-time settings read in src/hooks/ beyond Vite's own (documented in .env.example). Vite's
// client types let any other VITE_* name through as `any`; these are typed as what they are.
interface ImportMetaEnv {
  /**
   * How long a live read may go without a first answer before the page says so, in
   * milliseconds (src/hooks/use-subscription.ts); 10 000 when unset. The browser tests build the
   * site that never gets an answer with a short delay, so that they need not wait ten seconds.
   */
  readonly VITE_STALL_AFTER_MS?: string;
}
