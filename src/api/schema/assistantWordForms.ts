/**
 * English words whose forms do not share a stem ("grow", "grew", "grown"; "child", "children"),
 * one group a line, folded like indexed text. Forms that are mostly another word ("left", "saw",
 * "rose", "found") are left out: they would find passages about that other word.
 */
const GROUPS = `grow grew grown | take took taken | give gave given | write wrote written
  | drive drove driven | ride rode ridden | speak spoke spoken | break broke broken
  | choose chose chosen | begin began begun | know knew known | throw threw thrown
  | fly flew flown | eat ate eaten | fall fell fallen | forget forgot forgotten
  | buy bought | bring brought | think thought | teach taught | catch caught | sell sold
  | tell told | send sent | spend spent | build built | keep kept | feel felt | lose lost
  | meet met | pay paid | say said | make made | hold held | stand stood | sleep slept
  | win won | run ran | come came | go went gone | do did done | see seen | get got gotten
  | child children | person people | man men | woman women | tooth teeth | foot feet
  | mouse mice | life lives | wife wives | knife knives | half halves | leaf leaves`;

const FORMS = new Map<string, string[]>(
  GROUPS.split('|').flatMap((line) => {
    const group = line.trim().split(/\s+/);
    return group.map((word) => [word, group.filter((other) => other !== word)] as const);
  }),
);

/** The other forms of an irregular English word; none for a regular one. */
export function otherForms(word: string): string[] {
  return FORMS.get(word) ?? [];
}
