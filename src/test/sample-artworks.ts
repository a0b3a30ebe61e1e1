import type { Artwork } from '@/domain/artwork';

/** Works as the backends hold them, one of them written by the earlier site (key "undefined12", no size). */
export const SAMPLE_ARTWORKS: Artwork[] = [
  {
    key: 'undefined12',
    type: 'Aquarelles',
    title: 'Arbre en hiver 12',
    subtitle: '12',
    description: 'Aquarelle sur papier coton.',
    dimensions: '30 x 40 cm',
    image: 'https://images.test/ancienne-12.jpg',
  },
  {
    key: '27',
    type: 'Aquarelles',
    title: 'Brume sur la Seine 27',
    subtitle: '27',
    description: '',
    dimensions: null,
    image: 'https://images.test/27.webp',
    thumbnail: 'https://images.test/27-thumb.webp',
    width: 1200,
    height: 800,
    created: 1_650_000_000_000,
  },
  {
    key: '5',
    type: 'Peinture sur Toile',
    title: 'Les falaises 5',
    subtitle: '5',
    description: 'Huile sur toile.',
    dimensions: '60 x 80 cm',
    image: 'https://images.test/5.webp',
    years: 2021,
    width: 1500,
    height: 1200,
    created: 1_650_000_000_001,
  },
];
