import axe from 'axe-core';
import type { Parameters } from '@storybook/react-vite';

interface A11yParameters {
  config?: axe.Spec;
  options?: axe.RunOptions;
}

/**
 * Runs axe over a story rendered in one mode, with the story's own a11y parameters (as the
 * addon does in the storybook project, which checks only the default mode), and lists what it
 * breaks: one line per rule and element, so a failure names what to fix.
 */
export async function axeViolations(element: HTMLElement, parameters: Parameters) {
  const a11y = (parameters.a11y ?? {}) as A11yParameters;
  axe.reset();
  if (a11y.config) axe.configure(a11y.config);
  const result = await axe.run(element, a11y.options ?? {});
  return result.violations.flatMap((violation) =>
    violation.nodes.map(
      (node) =>
        `${violation.id}: ${node.target.join(' ')} (${node.failureSummary?.split('\n')[1]?.trim() ?? ''})`,
    ),
  );
}
