/** The heading of /droits, the page every work's image names as its licence (src/app/rights-page.tsx). */
export const RIGHTS_TITLE = 'Droits de reproduction';
