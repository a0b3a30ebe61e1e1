import YouTube from 'react-youtube';

/** Loaded on demand by VideoPlayer; starts playing at once since the visitor asked for it. */
export default function YouTubePlayer({ videoId, title }: { videoId: string; title: string }) {
  return (
    <YouTube
      videoId={videoId}
      title={title}
      className="absolute inset-0 h-full w-full"
      iframeClassName="h-full w-full"
      opts={{ host: 'https://www.youtube-nocookie.com', playerVars: { autoplay: 1, rel: 0 } }}
    />
  );
}
