import { within } from 'storybook/test';

/** A notes widget of Home once its list has arrived. */
export async function homeWidget(canvasElement: HTMLElement, name: string) {
  const canvas = within(canvasElement);
  await canvas.findByRole('list', { name }, { timeout: 5000 });
  return canvas.getByRole('region', { name });
}

/** Where each note of a widget leads. */
export async function widgetLinks(canvasElement: HTMLElement, name: string) {
  const widget = await homeWidget(canvasElement, name);
  return within(widget)
    .getAllByRole('link', { name: /Edited/ })
    .map((link) => link.getAttribute('href'));
}

export async function quickNoteFields(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  const box = await canvas.findByRole('region', { name: 'Quick note' });
  const inBox = within(box);
  return {
    canvas,
    title: inBox.getByRole('textbox', { name: 'Title (optional)' }),
    text: inBox.getByRole('textbox', { name: 'Note' }),
    save: inBox.getByRole('button', { name: 'Save note' }),
  };
}
