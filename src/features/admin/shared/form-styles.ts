/** The Tailwind classes the admin forms share, so that the three forms look alike. */

export const labelClass = 'block text-sm font-medium text-ink';

export const controlClass =
  'mt-1 block w-full rounded-md border border-ink/50 bg-white px-3 py-2 text-base text-ink ' +
  'focus:outline-none focus-visible:ring-2 focus-visible:ring-accent focus-visible:ring-offset-1 ' +
  'disabled:cursor-not-allowed disabled:opacity-60 aria-[invalid=true]:border-red-700';

export const fileControlClass =
  'mt-1 block w-full text-sm text-ink file:mr-3 file:rounded-md file:border file:border-ink/50 file:bg-white ' +
  'file:px-3 file:py-2 file:text-ink focus:outline-none focus-visible:ring-2 focus-visible:ring-accent';

export const hintClass = 'mt-1 text-sm text-ink/80';

export const fieldErrorClass = 'mt-1 text-sm font-medium text-red-700';

export const alertClass = 'rounded-md border border-red-700 bg-red-50 px-4 py-3 text-sm font-medium text-red-800';

export const noteClass = 'rounded-md border border-ink/20 bg-paper px-4 py-3 text-sm text-ink';

const buttonBase =
  'inline-flex items-center justify-center rounded-md px-5 py-2.5 font-medium transition-colors ' +
  'focus:outline-none focus-visible:ring-2 focus-visible:ring-accent focus-visible:ring-offset-2 ' +
  'disabled:cursor-not-allowed disabled:opacity-60 aria-disabled:cursor-wait aria-disabled:opacity-60';

export const primaryButtonClass = `${buttonBase} bg-ink text-white hover:bg-ink/85`;

export const secondaryButtonClass = `${buttonBase} border border-ink/50 bg-white text-ink hover:bg-ink/5`;

export const dangerButtonClass = `${buttonBase} bg-red-700 text-white hover:bg-red-800`;

export const sectionClass = 'rounded-lg border border-ink/15 bg-white/60 p-5 shadow-sm sm:p-6';

export const sectionTitleClass = 'mb-4 font-display text-2xl text-ink';

/** A form a photo is being dragged over. */
export const dropTargetClass = 'rounded-md outline-2 outline-offset-8 outline-accent outline-dashed';
