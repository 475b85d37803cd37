import { beforeEach, describe, expect, test } from 'vitest';
import { NotificationQueue, type NotificationEvent } from './notificationQueue';

interface Item {
  id: string;
  persist: boolean;
}

let shown: string[];
let hidden: string[];
let events: string[];
let queue: NotificationQueue<Item>;

const item = (id: string, persist = false): Item => ({ id, persist });
const describeEvent = (event: NotificationEvent) =>
  event.type === 'closing' ? `${event.id}:closing:${event.reason}` : `${event.id}:${event.type}`;

beforeEach(() => {
  shown = [];
  hidden = [];
  events = [];
  queue = new NotificationQueue<Item>(
    { show: (next) => shown.push(next.id), hide: (id) => hidden.push(id) },
    3,
  );
  queue.subscribe((event) => events.push(describeEvent(event)));
});

/** What the renderer does once a hide finished its exit transition. */
const finishExits = () => {
  for (const id of hidden.splice(0)) queue.exited(id);
};

describe('NotificationQueue', () => {
  test('a fourth notification dismisses the oldest non-persistent one with reason maxsnack', () => {
    queue.enqueue(item('persist', true));
    queue.enqueue(item('a'));
    queue.enqueue(item('b'));
    queue.enqueue(item('c'));
    expect(shown).toEqual(['persist', 'a', 'b']);
    expect(events).toContain('a:closing:maxsnack');
    expect(hidden).toEqual(['a']);
    finishExits();
    expect(shown).toEqual(['persist', 'a', 'b', 'c']);
    expect(queue.state().visible.map((v) => v.id)).toEqual(['persist', 'b', 'c']);
    expect(events.filter((e) => e.startsWith('persist:'))).toEqual(['persist:queued']);
  });

  test('never dismisses a persistent one: newcomers wait until a slot frees', () => {
    for (const id of ['p1', 'p2', 'p3']) queue.enqueue(item(id, true));
    queue.enqueue(item('late'));
    expect(hidden).toEqual([]);
    expect(queue.state().pending).toEqual(['late']);
    queue.close('p2', 'user');
    expect(events).toContain('p2:closing:user');
    finishExits();
    expect(shown.at(-1)).toBe('late');
    expect(queue.state().pending).toEqual([]);
  });

  test('dismisses one at a time while several wait, like notistack', () => {
    for (const id of ['a', 'b', 'c', 'd', 'e']) queue.enqueue(item(id));
    expect(hidden).toEqual(['a']);
    finishExits();
    expect(hidden).toEqual(['b']);
    finishExits();
    expect(queue.state().visible.map((v) => v.id)).toEqual(['c', 'd', 'e']);
    expect(events.filter((e) => e.includes('maxsnack'))).toEqual([
      'a:closing:maxsnack',
      'b:closing:maxsnack',
    ]);
  });

  test('a raised limit shows waiting ones at once; a lowered one trims non-persistent ones', () => {
    queue.enqueue(item('p', true));
    for (const id of ['a', 'b', 'c']) queue.enqueue(item(id));
    queue.setLimit(5);
    expect(queue.state().visible.map((v) => v.id)).toEqual(['p', 'a', 'b', 'c']);
    queue.setLimit(1);
    finishExits();
    finishExits();
    finishExits();
    expect(queue.state().visible.map((v) => v.id)).toEqual(['p']);
    expect(events.filter((e) => e.includes('maxsnack'))).toHaveLength(3);
  });

  test('reasons: timeout from the renderer, instructed from code; each closes once', () => {
    queue.enqueue(item('a'));
    queue.enqueue(item('b'));
    queue.entered('a');
    queue.timedOut('a');
    queue.timedOut('a');
    queue.close('b', 'instructed');
    queue.close('b', 'user');
    finishExits();
    expect(events).toEqual([
      'a:queued',
      'b:queued',
      'a:entered',
      'a:closing:timeout',
      'b:closing:instructed',
      'a:exited',
      'b:exited',
    ]);
  });

  test('closing one that is still waiting drops it without showing it', () => {
    for (const id of ['p1', 'p2', 'p3']) queue.enqueue(item(id, true));
    queue.enqueue(item('late'));
    queue.close('late', 'instructed');
    expect(events.slice(-2)).toEqual(['late:closing:instructed', 'late:exited']);
    queue.close('p1', 'user');
    finishExits();
    expect(shown).not.toContain('late');
  });
});
