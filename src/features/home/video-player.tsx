import { lazy, Suspense, useState } from 'react';
import { ResponsiveImage } from '@/components/ui/responsive-image';
import { VIDEO } from '@/content/section-titles';

const YouTubePlayer = lazy(() => import('./youtube-player'));

/**
 * A poster with a play button; react-youtube (and YouTube itself) load only when the visitor
 * asks to play, from youtube-nocookie.com.
 */
export function VideoPlayer({ videoId }: { videoId: string }) {
  const [playing, setPlaying] = useState(false);
  return (
    <div className="relative aspect-video w-full overflow-hidden rounded-lg bg-ink shadow">
      {playing ? (
        <Suspense fallback={<p className="p-6 text-paper">Chargement de la vidéo…</p>}>
          <YouTubePlayer videoId={videoId} title={VIDEO.title} />
        </Suspense>
      ) : (
        <button type="button" onClick={() => setPlaying(true)} className="group absolute inset-0 h-full w-full">
          <ResponsiveImage
            image={VIDEO.poster}
            sizes="(min-width: 768px) 50vw, 100vw"
            alt=""
            className="h-full w-full object-cover"
          />
          <span className="absolute inset-0 flex items-center justify-center bg-ink/30 group-hover:bg-ink/20">
            <span className="flex h-16 w-16 items-center justify-center rounded-full bg-white/95 text-ink shadow-lg">
              <svg viewBox="0 0 24 24" width="28" height="28" fill="currentColor" aria-hidden="true" focusable="false">
                <path d="M8 5v14l11-7z" />
              </svg>
            </span>
          </span>
          <span className="sr-only">Lire la vidéo : {VIDEO.title}</span>
        </button>
      )}
    </div>
  );
}
