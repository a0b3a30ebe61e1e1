/**
 * The exhibitions' seed (the `site` node's, src/domain/site-content.ts).
 * TO REPLACE: placeholder entries in the spirit of the spec.
 */
export { EXHIBITIONS_TITLE } from './section-titles';

export const EXHIBITIONS: readonly string[] = [
  'Salon des artistes normands, Rouen',
  "Biennale d'art contemporain, Caen",
  'Exposition personnelle, galerie du Vieux Port, Honfleur',
  "Salon d'automne, Paris",
  'Salon des peintres de la Loire, Nantes',
  'Rencontres internationales de peinture, Florence',
  'Exposition collective franco-japonaise, Yokohama',
  'Exposition personnelle, abbaye de Jumièges',
  'Festival des arts de la rue, Dieppe',
  'Salon de printemps, Évreux',
];
