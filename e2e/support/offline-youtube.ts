// Keeps the video test offline. YouTube is replaced at the network boundary:
//   - www.youtube.com/iframe_api (the script react-youtube loads) gets a minimal stand-in of the
//     IFrame Player API: YT.Player replaces its element with an iframe whose address is built as
//     the real API builds it ({host}/embed/{videoId}?{playerVars}), then reports "ready";
//   - the embed page itself and any other YouTube or ytimg request get an empty response.
// An empty iframe_api would never define YT.Player, so no iframe would ever be requested.
import type { Page, Request } from '@playwright/test';

export function isYouTubeUrl(url: string): boolean {
  const { hostname } = new URL(url);
  return /(^|\.)(youtube\.com|youtube-nocookie\.com|ytimg\.com|googlevideo\.com|ggpht\.com)$/.test(hostname);
}

const IFRAME_API_STAND_IN = `
(function () {
  function Player(element, options) {
    var target = typeof element === 'string' ? document.getElementById(element) : element;
    var vars = new URLSearchParams();
    var playerVars = options.playerVars || {};
    Object.keys(playerVars).forEach(function (name) { vars.set(name, String(playerVars[name])); });
    vars.set('enablejsapi', '1');
    vars.set('origin', window.location.origin);
    var iframe = document.createElement('iframe');
    iframe.src = (options.host || 'https://www.youtube.com') + '/embed/' + options.videoId + '?' + vars.toString();
    if (target.id) iframe.id = target.id;
    iframe.setAttribute('allow', 'autoplay; encrypted-media; picture-in-picture');
    target.replaceWith(iframe);
    this.iframe = iframe;
    var self = this;
    var events = options.events || {};
    setTimeout(function () { if (events.onReady) events.onReady({ target: self }); }, 0);
  }
  Player.prototype.getIframe = function () { return this.iframe; };
  Player.prototype.getPlayerState = function () { return -1; };
  Player.prototype.destroy = function () { this.iframe.remove(); };
  Player.prototype.playVideo = function () {};
  Player.prototype.pauseVideo = function () {};
  Player.prototype.stopVideo = function () {};
  window.YT = { Player: Player, PlayerState: { UNSTARTED: -1, ENDED: 0, PLAYING: 1, PAUSED: 2, BUFFERING: 3, CUED: 5 } };
  if (typeof window.onYouTubeIframeAPIReady === 'function') window.onYouTubeIframeAPIReady();
})();
`;

/**
 * Serves YouTube offline for this page and records every YouTube request it makes
 * (the returned array fills as requests happen).
 */
export async function serveYouTubeOffline(page: Page): Promise<Request[]> {
  const requests: Request[] = [];
  page.on('request', (request) => {
    if (isYouTubeUrl(request.url())) requests.push(request);
  });
  await page.route(
    (url) => isYouTubeUrl(url.href),
    async (route) => {
      const url = new URL(route.request().url());
      if (url.pathname === '/iframe_api') {
        await route.fulfill({ contentType: 'text/javascript', body: IFRAME_API_STAND_IN });
      } else if (url.pathname.startsWith('/embed/')) {
        await route.fulfill({
          contentType: 'text/html',
          body: '<!doctype html><html lang="fr"><title>Vidéo</title></html>',
        });
      } else {
        await route.fulfill({ status: 204, body: '' });
      }
    },
  );
  return requests;
}
