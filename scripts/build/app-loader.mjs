// @ts-check
/**
 * How the prerendered pages start the app: once the page has loaded and a frame has been painted
 * after it, so that the JavaScript never competes with the text, styles and first images for a
 * phone's bandwidth nor holds back the paint of the last image (links work before, as links). It
 * adds the entry as a <script type="module"> element: under the policy's 'strict-dynamic' what an
 * allowed script adds is allowed, while an import() from a hash-allowed inline script is refused.
 * Inline and constant, it is allowed by its hash (firebase.json; checked by a test).
 */
import { createHash } from 'node:crypto';

export const APP_LOADER_SCRIPT =
  "(function(){var s=function(){var e=document.createElement('script');e.type='module';" +
  "e.src=document.getElementById('root').dataset.entry;document.head.appendChild(e)};" +
  // A timer set in an animation frame callback runs after that frame's paint.
  'var f=function(){requestAnimationFrame(function(){setTimeout(s,0)})};' +
  "document.readyState==='complete'?f():addEventListener('load',f)})()";

export const APP_LOADER_CSP_SOURCE = `'sha256-${createHash('sha256').update(APP_LOADER_SCRIPT).digest('base64')}'`;
