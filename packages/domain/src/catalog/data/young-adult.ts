import type { CategorySource } from '../types';

/** Young Adult (YA) fiction. */
export const YA_FICTION: readonly CategorySource[] = [
  [
    'Young Adult Fiction',
    [
      ['General', 'YAF000000'],
      ['Action & Adventure', 'YAF001000'],
      ['Ghost Stories', 'YAF021000'],
      ['Horror', 'YAF026000'],
      ['Literary', 'YAF036000'],
      ['Magical Realism', 'YAF038000'],
      ['Mysteries & Detective Stories', 'YAF042000'],
      ['Novels in Verse', 'YAF044000'],
      ['Paranormal, Occult & Supernatural', 'YAF045000'],
      ['Steampunk', 'YAF060000'],
      ['Superheroes', 'YAF061000'],
      ['Vampires', 'YAF065000'],
      ['Zombies', 'YAF070000'],
      [
        'Fantasy',
        [
          ['General', 'YAF019000'],
          ['Contemporary', 'YAF019010'],
          ['Epic', 'YAF019020'],
        ],
      ],
      [
        'Historical',
        [
          ['General', 'YAF024000'],
          ['Europe', 'YAF024050'],
          ['Medieval', 'YAF024080'],
          ['United States', 'YAF024130'],
        ],
      ],
      [
        'Romance',
        [
          ['General', 'YAF052000'],
          ['Clean & Wholesome', 'YAF052010'],
          ['Contemporary', 'YAF052020'],
          ['Historical', 'YAF052030'],
          ['Paranormal', 'YAF052050'],
          ['Romantic Comedy', 'YAF052060'],
        ],
      ],
      [
        'Science Fiction',
        [
          ['General', 'YAF056000'],
          ['Alien Contact', 'YAF056010'],
          ['Space Opera', 'YAF056020'],
          ['Time Travel', 'YAF063000'],
        ],
      ],
      [
        'Social Themes',
        [
          ['General', 'YAF058000'],
          ['Bullying', 'YAF058020'],
          ['Dating & Sex', 'YAF058040'],
          ['Death, Grief, Bereavement', 'YAF058050'],
          ['Friendship', 'YAF058120'],
          ['Self-Esteem & Self-Reliance', 'YAF058220'],
        ],
      ],
      [
        'School & Education',
        [
          ['General', 'YAF054000'],
          ['Boarding School & Prep School', 'YAF054010'],
          ['College & University', 'YAF054020'],
        ],
      ],
      [
        'Thrillers & Suspense',
        [
          ['General', 'YAF062000'],
          ['Crime', 'YAF062010'],
          ['Espionage', 'YAF062020'],
          ['Psychological', 'YAF062030'],
        ],
      ],
    ],
  ],
];

/** Young Adult (YA) nonfiction. */
export const YA_NONFICTION: readonly CategorySource[] = [
  [
    'Young Adult Nonfiction',
    [
      ['General', 'YAN000000'],
      ['Adventure & Adventurers', 'YAN002000'],
      ['Careers', 'YAN011000'],
      ['Cooking & Food', 'YAN014000'],
      ['Crafts & Hobbies', 'YAN015000'],
      [
        'Animals',
        [
          ['General', 'YAN003000'],
          ['Animal Welfare', 'YAN003010'],
          ['Marine Life', 'YAN003030'],
        ],
      ],
      [
        'Art',
        [
          ['General', 'YAN005000'],
          ['Drawing', 'YAN005020'],
          ['Fashion', 'YAN005030'],
        ],
      ],
      [
        'Biography & Autobiography',
        [
          ['General', 'YAN006000'],
          ['Historical', 'YAN006030'],
          ['Music', 'YAN006050'],
          ['Science & Technology', 'YAN006110'],
          ['Sports & Recreation', 'YAN006130'],
        ],
      ],
      [
        'Computers',
        [
          ['General', 'YAN013000'],
          ['Coding & Programming', 'YAN013030'],
        ],
      ],
    ],
  ],
];
