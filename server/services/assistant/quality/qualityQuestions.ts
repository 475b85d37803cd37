/**
 * How a question relates to the files: `words` shares the answering passage's words, `other`
 * asks in other words than the text, `none` has no answer in any file.
 */
export type QuestionKind = 'words' | 'other' | 'none';

export interface QualityQuestion {
  question: string;
  kind: QuestionKind;
  /** A phrase of the one passage that answers it (and of the sentence an extract should give). */
  answer: string | null;
}

const words = (question: string, answer: string): QualityQuestion => ({
  question,
  kind: 'words',
  answer,
});
const other = (question: string, answer: string): QualityQuestion => ({
  question,
  kind: 'other',
  answer,
});
const none = (question: string): QualityQuestion => ({ question, kind: 'none', answer: null });

/** Questions over `qualityFiles()`: a third in other words, a sixth with no answer. */
export const QUALITY_QUESTIONS: QualityQuestion[] = [
  // Sharing the file's words, as full questions, keywords, typos, accents, French and Romanian.
  words('What should the boiler pressure be?', 'between 1.0 and 1.5 bar'),
  words('What does fault F.22 mean?', 'water pressure is too low'),
  words('When was the last boiler service done?', '12 October 2025'),
  words('Which firmware version fixed the ignition errors?', '2.4.1'),
  words('How much is the monthly rent?', '1,250 euros'),
  words('How much is the security deposit?', 'two months of rent'),
  words('Who is the landlord?', 'Maria Popescu'),
  words('Are pets allowed?', 'written consent'),
  words('How many months of notice to end the lease?', 'three months of notice'),
  words('How much is the annual insurance premium?', '640 euros'),
  words('When does the policy renew?', '14 March 2027'),
  words('Is roadside assistance included?', '50 km'),
  words('How much flour for the pancakes?', '250 g of flour'),
  words('How long to bake the lemon cake?', '45 minutes'),
  words('sourdough starter feeding', 'twice a day'),
  words('When does the flight to Lisbon leave?', '07:45'),
  words('What time is check-in at the hotel?', '15:00'),
  words('When is the Gulbenkian museum closed?', 'Tuesdays'),
  words('How much was the electricity bill in January?', '94.90'),
  words('internet subscription', '29.99'),
  words("What is Radu Ionescu's phone number?", '+40 755 300 400'),
  words('Who is the piano teacher?', 'Claire Martin'),
  words('What are the office hours?', 'nine to five'),
  words('How many days of paid leave do employees receive?', 'twenty-five days'),
  words('When do unused leave days expire?', 'end of March'),
  words('When is the launch of Project Atlas?', '12 May 2026'),
  words('What budget did the steering committee approve?', '40,000 euros'),
  words('When should I prune the roses?', 'late February'),
  words('How often should the compost be turned?', 'every three weeks'),
  words('How much dry food does Bruno eat?', '300 g of dry food'),
  words('When does the vet see patients?', 'Tuesdays and Thursdays'),
  words('boiler presure', 'between 1.0 and 1.5 bar'),
  words('Quand le conseil d’administration se réunira-t-il ?', '4 juin à 14 h'),
  words('Până când trebuie plătită factura la gaze?', 'data de 20'),
  words('Cât costă abonamentul la sala de sport?', '150 de lei'),
  words('rabies vaccination cat', 'rabies vaccination'),
  words('payment provider migration risk', 'slip by two weeks'),
  words('Who owns the design review?', 'Elena Rusu'),
  words('Can staff work from home?', 'two days a week'),
  words('Who is the emergency doctor?', 'Dr. Elena Vasile'),
  // Naming the file's subject: "car" and "insurance" are only in its name.
  words('What does the car insurance cover?', 'Skoda Octavia'),
  // In other words than the text.
  other('How much do I pay to live in the flat every month?', '1,250 euros'),
  other('Who owns the apartment I rent?', 'Maria Popescu'),
  other('Can I keep a dog in the flat?', 'written consent'),
  other('What does the car cover cost per year?', '640 euros'),
  other('What happens if my car breaks down?', 'Roadside assistance'),
  other('When does my plane take off?', '07:45'),
  other('Where are we staying in Portugal?', 'Casa Alfama'),
  other('How much did power cost at the start of the year?', '94.90'),
  other('Who can fix a leaking pipe?', 'Radu Ionescu'),
  other('How many holidays do workers get?', 'twenty-five days'),
  other('Can I do my job from my house?', 'two days a week'),
  other('When do we go live with Atlas?', '12 May 2026'),
  other('How much money did the pilot get?', '40,000 euros'),
  other('What is the radiator water gauge supposed to read?', 'between 1.0 and 1.5 bar'),
  other('How do I top up the heating when it is low?', 'filling loop'),
  other('When should the flowers be cut back?', 'late February'),
  other('How much should the puppy be fed?', '300 g of dry food'),
  other('When is the animal doctor open?', 'Tuesdays and Thursdays'),
  other('When is the board meeting?', '4 juin à 14 h'),
  other('How long does the bread culture need between feeds?', 'twice a day'),
  other('What is the oven temperature for the dessert?', '180 °C'),
  other('Can I have a cigarette outside on the terrace?', 'Smoking is forbidden'),
  other('When does my vehicle coverage end?', '14 March 2027'),
  other('What should I do with my computer when I leave my desk?', 'locked when unattended'),
  other('Which public transport passes the church?', 'tram 28'),
  other('What do I need for breakfast crêpes?', '250 g of flour'),
  other('Who do I call about my taxes?', 'Ana Dumitru'),
  other('Who looks after our block of flats?', 'Vasile Georgescu'),
  // No answer in any file.
  none('What is the Wi-Fi password for the office router?'),
  none('When is my dentist appointment?'),
  none('Is there a swimming pool in the building?'),
  none('the'),
  none('What is the capital of Australia?'),
  none('How much does the car service cost?'),
  none('Who is the new treasurer of the football club?'),
  none('What is the boiler warranty period?'),
  none('When does the train to Lisbon leave?'),
  none('Quel est le mot de passe du wifi ?'),
  none('Care este numărul de telefon al instalatorului de gaze?'),
  none('Who won the chess tournament?'),
  none('When is the next parent-teacher meeting?'),
  none('How much is the parking fee at the airport?'),
];
