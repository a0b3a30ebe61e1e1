/**
 * The Interventions card's text: the seed of the `site` node (src/domain/site-content.ts), kept
 * apart from cards.ts so that it stays off the home page's first load. TO REPLACE: a placeholder.
 */
export const INTERVENTIONS_TEXT =
  'Plasticien intervenant, je mène des projets co-construits avec les crèches, les écoles, les collectivités territoriales et les associations, pour faire peindre ensemble petits et grands.';
