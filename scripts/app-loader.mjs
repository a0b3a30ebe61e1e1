/**
 * How the prerendered pages start the app: once the page has loaded (its text, styles and
 * first images already shown), so that the JavaScript never competes with them for a phone's
 * bandwidth. Links work before that, as plain links. The script is inline and constant, so the
 * Content-Security-Policy allows it by its hash (firebase.json; checked by a test).
 *
 * It adds the entry as a <script type="module"> element rather than calling import(): under the
 * policy's 'strict-dynamic', a script element added by an allowed script is allowed, and so are
 * the modules it imports, statically or not; an import() from a hash-allowed inline script is
 * refused.
 */
import { createHash } from 'node:crypto';

export const APP_LOADER_SCRIPT =
  "(function(){var s=function(){var e=document.createElement('script');e.type='module';" +
  "e.src=document.getElementById('root').dataset.entry;document.head.appendChild(e)};" +
  "document.readyState==='complete'?s():addEventListener('load',s)})()";

export const APP_LOADER_CSP_SOURCE = `'sha256-${createHash('sha256').update(APP_LOADER_SCRIPT).digest('base64')}'`;
