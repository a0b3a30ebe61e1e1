/** The artist statement of the home page. TO REPLACE: placeholder text in the spirit of the spec. */
export const STATEMENT = {
  title: "L'intemporalité de la vie",
  paragraphs: [
    "Peintre installé en Normandie, je puise mon inspiration dans la nature qui m'entoure : les falaises, les vergers, la lumière changeante sur la mer. L'arbre revient dans mon travail comme un symbole, celui de ce qui relie la terre au ciel et les générations entre elles.",
    "Le titre de cette série est emprunté à un livre d'un poète et peintre libanais, dont les mots accompagnent depuis longtemps mon regard sur le temps qui passe.",
  ],
} as const;
