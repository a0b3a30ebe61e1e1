import type { Artwork } from '@/domain/artwork';
import { inquiryLineOf } from '@/domain/availability';
import { displayTitle } from '@/domain/title';

/** A work's name as a visitor reads it: its title without digits, and its numéro. */
export function workName(artwork: Pick<Artwork, 'title' | 'subtitle'>): string {
  const title = displayTitle(artwork.title);
  return artwork.subtitle ? `« ${title} » (n° ${artwork.subtitle})` : `« ${title} »`;
}

/**
 * "Demander des informations": a message to the artist whose subject names the work and its
 * numéro, and whose body holds the work's address, so that the artist knows which one, and the
 * state the visitor saw when the work is marked available or reserved (inquiryLineOf).
 */
export function inquiryMailto(
  email: string,
  artwork: Pick<Artwork, 'title' | 'subtitle' | 'status'>,
  workUrl: string,
): string {
  const subject = `Demande d'informations : ${workName(artwork)}`;
  const state = inquiryLineOf(artwork);
  const body = `Bonjour,\n\nJe souhaiterais des informations sur l'œuvre ${workName(artwork)} :\n${workUrl}\n${state ? `${state}\n` : ''}\n`;
  return `mailto:${email}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(body)}`;
}
