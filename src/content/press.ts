/** The 43 press clippings of the carousel (slides 0 to 42). TO REPLACE with the scanned articles. */
export interface PressSlide {
  id: number;
  /** 720 px wide image; a 360 px version sits beside it with the suffix -360. */
  img: string;
  alt: string;
}

export { PRESS_TITLE } from './section-titles';

/** The size of each clipping's image, and the width of its smaller version. */
export const PRESS_SLIDE_WIDTH = 720;
export const PRESS_SLIDE_HEIGHT = 960;
export const PRESS_SLIDE_SMALL_WIDTH = 360;

export function pressSlideSmallImage(slide: PressSlide): string {
  return slide.img.replace('.webp', `-${PRESS_SLIDE_SMALL_WIDTH}.webp`);
}
export const PRESS_SLIDE_COUNT = 43;

export const PRESS_SLIDES: readonly PressSlide[] = Array.from({ length: PRESS_SLIDE_COUNT }, (_, id) => ({
  id,
  img: `/images/presse/presse-${id}.webp`,
  alt: `Article de presse ${id + 1} sur ${PRESS_SLIDE_COUNT}`,
}));
