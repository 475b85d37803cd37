import { docxWith, pdfWithPages } from './fileFixtures.ts';

/**
 * A small corpus in every format, and questions whose answer sits in one known passage (found by
 * the `answer` substring). Used by the retrieval quality test and the assistant benchmark.
 */
export async function corpusFiles(): Promise<[string, Buffer][]> {
  return [
    [
      'travel.txt',
      Buffer.from(
        [
          'The ferry to Skye leaves Mallaig at 9:15 every morning.',
          'Bring a waterproof jacket because the Highlands get heavy rain in October.',
          'The campsite at Glenbrittle charges twelve pounds per night.',
          'Le café de la gare ouvre à sept heures.',
        ].join('\n\n'),
      ),
    ],
    [
      'garden.md',
      Buffer.from(
        [
          '# Garden',
          '## Roses',
          'Prune the roses in late February, just above an outward-facing bud.',
          '## Tomatoes',
          'Tomato seedlings need sixteen hours of light to avoid growing leggy.',
          '## Compost',
          'Turn the compost heap every three weeks to keep it aerobic.',
          '## 东京',
          '东京的樱花在三月底盛开。',
        ].join('\n\n'),
      ),
    ],
    [
      'inventory.csv',
      Buffer.from(
        'item,warehouse,quantity\ncopper wire,Lyon,340\nsolar panels,Porto,85\nlithium batteries,Gdansk,1200\ninverters,Turin,40\n',
      ),
    ],
    [
      'config.json',
      Buffer.from(
        JSON.stringify({
          database: { host: 'db.internal', port: 5432 },
          mail: { sender: 'alerts@quire.test', retries: 7 },
          backup: { schedule: 'nightly at 02:30', retention_days: 45 },
        }),
      ),
    ],
    [
      'handbook.pdf',
      await pdfWithPages([
        ['Welcome to Northwind.', 'Office hours are eight to six, Monday to Friday.'],
        [
          'Vacation policy',
          'Employees receive twenty-five days of paid leave per year.',
          'Unused vacation days expire at the end of March.',
        ],
        ['Expenses', 'Expense claims must be submitted within thirty days with receipts.'],
      ]),
    ],
    [
      'minutes.docx',
      docxWith([
        '# Budget meeting',
        'The committee approved a marketing budget of forty thousand euros.',
        '# Hiring',
        'Two backend engineers will join the team in September.',
      ]),
    ],
  ];
}

export const CORPUS_NOTES = [
  { title: 'Dentist', text: 'Dentist appointment moved to Thursday at 4pm with Dr. Ionescu.' },
  { title: 'Wifi', text: 'The guest wifi password is lavender-otter-42.' },
];

export const CORPUS_QUESTIONS: { question: string; answer: string }[] = [
  { question: 'When does the ferry to Skye leave?', answer: 'Mallaig at 9:15' },
  { question: 'What should I wear for the rain in the Highlands?', answer: 'waterproof jacket' },
  { question: 'How much does the Glenbrittle campsite cost per night?', answer: 'twelve pounds' },
  { question: 'When should I prune roses?', answer: 'late February' },
  { question: 'How many hours of light do tomato seedlings need?', answer: 'sixteen hours' },
  { question: 'How often should the compost be turned?', answer: 'every three weeks' },
  { question: 'How many lithium batteries are there?', answer: 'lithium batteries' },
  { question: 'Which warehouse holds the solar panels?', answer: 'Porto' },
  { question: 'quantity of inverters', answer: 'inverters' },
  { question: 'What port does the database use?', answer: '5432' },
  { question: 'Who is the mail sender?', answer: 'alerts@quire.test' },
  { question: 'When does the backup run?', answer: 'nightly' },
  { question: 'How many days of paid leave do employees receive?', answer: 'twenty-five days' },
  { question: 'When do unused vacation days expire?', answer: 'end of March' },
  { question: 'What are the office hours?', answer: 'eight to six' },
  { question: 'What is the deadline for expense claims?', answer: 'thirty days' },
  { question: 'What marketing budget did the committee approve?', answer: 'forty thousand' },
  { question: 'When will the backend engineers join?', answer: 'September' },
  { question: 'When is the dentist appointment?', answer: 'Thursday at 4pm' },
  { question: 'What is the guest wifi password?', answer: 'lavender-otter' },
  { question: 'ferry timetable Malaig', answer: 'Mallaig' },
  { question: 'Quand ouvre le cafe de la gare ?', answer: 'café de la gare' },
  { question: '东京 樱花 什么时候 盛开', answer: '樱花' },
];
