import type { CategorySource } from '../types';

/** General Adult (TRA) nonfiction. */
export const TRA_NONFICTION: readonly CategorySource[] = [
  [
    'Biography & Autobiography',
    [
      ['General', 'BIO000000'],
      ['Personal Memoirs', 'BIO026000'],
      ['Literary Figures', 'BIO007000'],
      ['Entertainment & Performing Arts', 'BIO005000'],
      ['Historical', 'BIO006000'],
      ['Sports', 'BIO016000'],
      ['Business', 'BIO003000'],
      ['Military', 'BIO008000'],
      ['Women', 'BIO022000'],
      ['Adventurers & Explorers', 'BIO023000'],
    ],
  ],
  [
    'History',
    [
      ['General', 'HIS000000'],
      ['Ancient', [['General', 'HIS002000']]],
      ['Europe', [['General', 'HIS010000']]],
      ['Medieval', 'HIS037010'],
      [
        'Military',
        [
          ['General', 'HIS027000'],
          ['World War II', 'HIS027100'],
        ],
      ],
      ['Social History', 'HIS054000'],
      ['United States', [['General', 'HIS036000']]],
    ],
  ],
  [
    'Business & Economics',
    [
      ['General', 'BUS000000'],
      ['Entrepreneurship', 'BUS025000'],
      ['Leadership', 'BUS071000'],
      ['Marketing', 'BUS043000'],
      ['Personal Finance', 'BUS050000'],
    ],
  ],
  [
    'Self-Help',
    [
      ['General', 'SEL000000'],
      ['Motivational & Inspirational', 'SEL021000'],
      [
        'Personal Growth',
        [
          ['General', 'SEL031000'],
          ['Happiness', 'SEL016000'],
          ['Success', 'SEL027000'],
        ],
      ],
      ['Stress Management', 'SEL024000'],
    ],
  ],
  [
    'Health & Fitness',
    [
      ['General', 'HEA000000'],
      ['Exercise', 'HEA007000'],
      ['Weight Loss', 'HEA019000'],
    ],
  ],
  [
    'Religion & Spirituality',
    [
      ['Religion', 'REL000000'],
      ['Christian Living', 'REL012000'],
      ['Spirituality', 'REL062000'],
      ['Body, Mind & Spirit', 'OCC000000'],
    ],
  ],
  [
    'Travel',
    [
      ['General', 'TRV000000'],
      ['Europe', 'TRV009000'],
      ['United States', 'TRV025000'],
    ],
  ],
  [
    'Family & Relationships',
    [
      ['General', 'FAM000000'],
      ['Parenting', 'FAM034000'],
    ],
  ],
  [
    'Home & Leisure',
    [
      ['Cooking', 'CKB000000'],
      ['Gardening', 'GAR000000'],
      ['Crafts & Hobbies', 'CRA000000'],
      ['Pets', 'PET000000'],
      ['Pets / Dogs', 'PET004000'],
      ['Pets / Cats', 'PET003000'],
      ['House & Home', 'HOM000000'],
      ['Sports & Recreation', 'SPO000000'],
      ['Games & Activities', 'GAM000000'],
    ],
  ],
  [
    'Arts & Humanities',
    [
      ['Art', 'ART000000'],
      ['Music', 'MUS000000'],
      ['Photography', 'PHO000000'],
      ['Performing Arts', 'PER000000'],
      ['Philosophy', 'PHI000000'],
      ['Literary Criticism', 'LIT000000'],
      ['Literary Collections', 'LCO000000'],
      ['Language Arts & Disciplines', 'LAN000000'],
      ['Humor', 'HUM000000'],
    ],
  ],
  [
    'Science & Society',
    [
      ['Science', 'SCI000000'],
      ['Nature', 'NAT000000'],
      ['Psychology', 'PSY000000'],
      ['Political Science', 'POL000000'],
      ['Social Science', 'SOC000000'],
      ['Education', 'EDU000000'],
      ['Computers', 'COM000000'],
      ['Technology & Engineering', 'TEC000000'],
      ['Medical', 'MED000000'],
      ['Law', 'LAW000000'],
      ['True Crime', 'TRU000000'],
    ],
  ],
];
