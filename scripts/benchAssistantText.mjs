// Seeded passages for the assistant bench that read like real text: function words ("the",
// "of", "is") in four tokens of ten, and content words drawn from a 5,000-word vocabulary by
// Zipf's law (the word of rank r about 1/r as often as the commonest), so a few words are in most
// passages and most words in few, as in a person's files.

const FUNCTION_WORDS = 'the of and to in is for on with at by we it be as this that are'.split(' ');
const VOCABULARY_SIZE = 5000;
const SYLLABLES = 'ba ko ru mi te sa lo ne vi da pe gu ro fi na zu me li to ka'.split(' ');

/** Made-up words of three syllables (six letters), distinct for each rank. */
const vocabulary = Array.from({ length: VOCABULARY_SIZE }, (_, rank) => {
  const n = SYLLABLES.length;
  return (
    SYLLABLES[rank % n] +
    SYLLABLES[Math.floor(rank / n) % n] +
    SYLLABLES[Math.floor(rank / n / n) % n]
  );
});

const cumulative = [];
let total = 0;
for (let rank = 1; rank <= VOCABULARY_SIZE; rank++) cumulative.push((total += 1 / rank));

/** A deterministic pseudo-random source (mulberry32), so every run seeds the same text. */
function random(seed) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function zipfWord(next) {
  const target = next() * total;
  let low = 0;
  let high = cumulative.length - 1;
  while (low < high) {
    const middle = (low + high) >> 1;
    if (cumulative[middle] < target) low = middle + 1;
    else high = middle;
  }
  return vocabulary[low];
}

/** The passage number `seed`: `words` tokens in sentences of about fourteen. */
export function seededPassage(seed, words = 170) {
  const next = random(seed + 1);
  const tokens = [];
  for (let i = 0; i < words; i++) {
    const token =
      next() < 0.4 ? FUNCTION_WORDS[Math.floor(next() * FUNCTION_WORDS.length)] : zipfWord(next);
    tokens.push(i % 14 === 13 ? `${token}.` : token);
  }
  return tokens.join(' ');
}

/** A question asked in full over the seeded text: words of common, middling and rare rank. */
export function seededQuestion(i) {
  const pick = (from, to) => vocabulary[from + ((i * 7919) % (to - from))];
  return `When is the ${pick(10, 100)} ${pick(100, 1000)} of the ${pick(1000, 3000)}?`;
}
