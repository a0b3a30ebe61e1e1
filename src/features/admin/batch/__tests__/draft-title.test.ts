import { describe, expect, it } from 'vitest';
import { proposeFieldsFromFileName } from '../draft-title';

describe('proposeFieldsFromFileName', () => {
  it.each([
    ['Brume sur la Seine 27.jpg', 'Brume sur la Seine 27', '27'],
    ['brume_sur_la_seine-27.JPEG', 'Brume sur la seine 27', '27'],
    ['Falaises d’Étretat 12 (1).jpg', 'Falaises d’Étretat 12', '12'],
    ['Le verger 014 - copie.png', 'Le verger 014', '14'],
    ['IMG_2041 Brume du matin 3.jpg', 'Brume du matin 3', '3'],
    ['Série 2 n°14.webp', 'Série 2 n°14', '14'],
    ['Jardin sous la neige.heic', 'Jardin sous la neige', ''],
    ['Photo de famille 3.jpg', 'Photo de famille 3', '3'],
    ['Paysage 12.jpg', 'Paysage 12', '12'],
    ['Atelier 20240512.jpg', 'Atelier 20240512', ''],
  ])('proposes a title and a numéro from "%s"', (name, title, subtitle) => {
    expect(proposeFieldsFromFileName(name)).toEqual({ title, subtitle });
  });

  it.each([
    'IMG_2041.jpg',
    'IMG_E2041.JPG',
    'DSC01234.JPG',
    'DSCN0042.jpg',
    'P1010123.JPG',
    'PXL_20240512_102231123.MP.jpg',
    'PXL_20240512_102231123.jpg',
    'IMG-20240512-WA0003.jpeg',
    '20240512_102231.jpg',
    'WhatsApp Image 2024-05-12 at 10.22.31.jpeg',
    'Capture d’écran 2024-05-12 à 10.22.31.png',
    'Screenshot_20240512-102231.png',
    'image.png',
    '0001.jpg',
  ])('proposes nothing from the camera name "%s"', (name) => {
    expect(proposeFieldsFromFileName(name)).toEqual({ title: '', subtitle: '' });
  });

  it('composes the decomposed accents macOS gives file names', () => {
    const decomposed = 'E\u0301tretat 5.jpg';
    expect(proposeFieldsFromFileName(decomposed).title).toBe('Étretat 5');
  });
});
