import type { CategorySource } from '../types';

/** Mature (MA) fiction. */
export const MA_FICTION: readonly CategorySource[] = [
  [
    'Fiction',
    [
      [
        'Erotica',
        [
          ['General', 'FIC005000'],
          ['African American & Black', 'FIC049030'],
          ['Hispanic & Latino', 'FIC056020'],
        ],
      ],
      [
        'Romance',
        [
          ['Erotic', 'FIC027010'],
          ['Dark Romance', 'FIC027560'],
          ['Mafia', 'FIC027620'],
          ['Motorcycle Club', 'FIC027630'],
          ['Polyamory', 'FIC027470'],
        ],
      ],
      ['Horror', 'FIC015000'],
      ['Noir', 'FIC062000'],
      ['Dark Humor', 'FIC060000'],
      ['Crime', 'FIC050000'],
    ],
  ],
];

/** Mature (MA) nonfiction. */
export const MA_NONFICTION: readonly CategorySource[] = [
  [
    'Nonfiction',
    [
      ['Health & Fitness / Sexuality', 'HEA042000'],
      ['Family & Relationships / Love & Romance', 'FAM029000'],
      [
        'True Crime',
        [
          ['General', 'TRU000000'],
          ['Murder', 'TRU002000'],
          ['Organized Crime', 'TRU003000'],
        ],
      ],
    ],
  ],
];
