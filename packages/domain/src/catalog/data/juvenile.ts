import type { CategorySource } from '../types';

/** Kids (JUV) fiction. */
export const JUV_FICTION: readonly CategorySource[] = [
  [
    'Juvenile Fiction',
    [
      ['General', 'JUV000000'],
      ['Action & Adventure', 'JUV001000'],
      ['Bedtime & Dreams', 'JUV010000'],
      ['Classics', 'JUV007000'],
      ['Fantasy & Magic', 'JUV037000'],
      ['Horror', 'JUV018000'],
      ['Humorous Stories', 'JUV019000'],
      ['Mysteries & Detective Stories', 'JUV028000'],
      ['School & Education', 'JUV035000'],
      ['Short Stories', 'JUV038000'],
      ['Royalty', 'JUV034000'],
      [
        'Animals',
        [
          ['General', 'JUV002000'],
          ['Baby Animals', 'JUV002370'],
          ['Dragons, Unicorns & Mythical', 'JUV002270'],
          ['Jungle Animals', 'JUV002340'],
          ['Mice, Hamsters, Guinea Pigs, etc.', 'JUV002180'],
          ['Penguins', 'JUV002380'],
          ['Pets', 'JUV002190'],
          ['Pigs', 'JUV002200'],
          ['Rabbits', 'JUV002210'],
          ['Zoos', 'JUV002260'],
        ],
      ],
      [
        'Comics & Graphic Novels',
        [
          ['General', 'JUV008000'],
          ['Action & Adventure', 'JUV008040'],
          ['Fantasy', 'JUV008080'],
          ['Humorous', 'JUV008110'],
          ['Superheroes', 'JUV008020'],
        ],
      ],
      [
        'Concepts',
        [
          ['General', 'JUV009000'],
          ['Alphabet', 'JUV009010'],
          ['Colors', 'JUV009020'],
          ['Counting & Numbers', 'JUV009030'],
          ['Opposites', 'JUV009040'],
          ['Seasons', 'JUV009100'],
        ],
      ],
      [
        'Family',
        [
          ['General', 'JUV013000'],
          ['Adoption', 'JUV013010'],
          ['New Baby', 'JUV013040'],
          ['Siblings', 'JUV013070'],
          ['Grandparents', 'JUV013100'],
        ],
      ],
      [
        'Historical',
        [
          ['General', 'JUV016000'],
          ['Ancient Civilizations', 'JUV016020'],
          ['Medieval', 'JUV016070'],
          ['United States', 'JUV016110'],
        ],
      ],
      [
        'Holidays & Celebrations',
        [
          ['General', 'JUV017000'],
          ['Birthdays', 'JUV017100'],
          ['Christmas & Advent', 'JUV017010'],
          ['Halloween', 'JUV017030'],
        ],
      ],
      [
        'Sports & Recreation',
        [
          ['General', 'JUV032000'],
          ['Baseball & Softball', 'JUV032010'],
          ['Basketball', 'JUV032020'],
          ['Soccer', 'JUV032150'],
        ],
      ],
      [
        'Legends, Myths, Fables',
        [
          ['General', 'JUV022000'],
          ['Greek & Roman', 'JUV022020'],
          ['Norse', 'JUV022030'],
        ],
      ],
    ],
  ],
];

/** Kids (JUV) nonfiction. */
export const JUV_NONFICTION: readonly CategorySource[] = [
  [
    'Juvenile Nonfiction',
    [
      ['Biography & Autobiography', 'JNF007000'],
      ['History', 'JNF025000'],
      ['Animals', 'JNF003000'],
      ['Readers / Beginner', 'JNF045000'],
      ['Reference', 'JNF048000'],
      ['Religion', 'JNF049000'],
      ['School & Education', 'JNF050000'],
      [
        'Science & Nature',
        [
          ['General', 'JNF051000'],
          ['Astronomy', 'JNF051040'],
          ['Disasters', 'JNF051160'],
          ['Environmental Science & Ecosystems', 'JNF051100'],
          ['Experiments & Projects', 'JNF051110'],
          ['Zoology', 'JNF051150'],
        ],
      ],
      [
        'Social Topics',
        [
          ['General', 'JNF053000'],
          ['Bullying', 'JNF053220'],
          ['Emotions & Feelings', 'JNF053050'],
          ['Friendship', 'JNF053060'],
          ['Self-Esteem & Self-Reliance', 'JNF053160'],
        ],
      ],
      [
        'Sports & Recreation',
        [
          ['General', 'JNF054000'],
          ['Baseball & Softball', 'JNF054010'],
          ['Basketball', 'JNF054020'],
          ['Football', 'JNF054050'],
          ['Soccer', 'JNF054130'],
        ],
      ],
      ['Folklore & Mythology', 'JNF052030'],
    ],
  ],
];
